import { expectNoViolations } from '../support/a11y';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

for (const path of ['/sign-in', '/sign-up', '/faq', '/datenschutz']) {
  test(`${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.getByRole('heading').first().waitFor();
    await expectNoViolations(page);
  });
}

test('Home and the account page have no WCAG 2 A/AA violations', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await expectNoViolations(page);
  await page.goto('/account');
  await page.getByRole('heading').first().waitFor();
  await expectNoViolations(page);
});

test('the header menus work with the keyboard', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
