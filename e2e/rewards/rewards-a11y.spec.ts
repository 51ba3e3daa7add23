import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn, signInViaForm } from '../support/session';

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map(
      (v) => `${path} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`,
    ),
  ).toEqual([]);
}

test('the rewards pages have no WCAG 2 A/AA violations', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  for (const path of ['/coupons', '/benefits', '/certificates', '/collect', '/premium']) {
    await expectNoViolations(page, path);
  }
});

test('the public certificate check has no WCAG 2 A/AA violations', async ({ page }) => {
  await expectNoViolations(page, '/certificates/verify/FALSCH12345');
});

test('the staff rewards pages have no WCAG 2 A/AA violations', async ({ page: staff }) => {
  await signInViaForm(staff, 'admin@demo.apopunkt.de', undefined, '/business/admin/coupon-dashboard');
  for (const path of [
    '/business/admin/coupon-dashboard',
    '/business/admin/benefit-requests',
    '/business/admin/verification-letters',
    '/business/admin/organisation-creation-requests',
  ]) {
    await expectNoViolations(staff, path);
  }
});
