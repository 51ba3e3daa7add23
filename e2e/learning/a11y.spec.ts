import { expectNoViolations } from '../support/a11y';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { openQuiz } from './module-player';

// One test per page (Discover, a module list, a product and a manufacturer page): an axe scan of
// a page full of tiles takes seconds on a busy 2-core machine.
for (const path of ['/', '/brand-news', '/loft/kalmus-ibuprofen-600', '/manufacturer/kalmus-healthcare']) {
  test(`${path} has no WCAG 2 A/AA violations`, async ({ page }) => {
    await signIn(page, 'admin@demo.apopunkt.de', 'Anton');
    if (path !== '/') await page.goto(path);
    await expect(page.getByTestId('module-tile').first()).toBeVisible();
    await expectNoViolations(page);
  });
}

test('the player (content page and quiz) has no WCAG 2 A/AA violations and the quiz works by keyboard', async ({
  page,
}) => {
  await signIn(page, 'neu@demo.apopunkt.de', 'Noah');
  await page.goto('/play/erkaeltung-grundlagen');
  await expect(page.getByText(/^Seite 1 von \d+$/)).toBeVisible();
  await expectNoViolations(page);
  await openQuiz(page);
  await expectNoViolations(page);
  const first = page
    .getByRole('radiogroup', { name: /^Frage 1 von/ })
    .getByRole('radio')
    .first();
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(
    page
      .getByRole('radiogroup', { name: /^Frage 1 von/ })
      .getByRole('radio')
      .nth(1),
  ).toBeChecked();
});
