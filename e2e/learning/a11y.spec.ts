import { expect, test } from '@playwright/test';
import { expectNoViolations } from '../support/a11y';
import { signIn } from '../support/session';
import { openQuiz } from './module-player';

test('Discover, a module list, the product and manufacturer pages have no WCAG 2 A/AA violations', async ({ page }) => {
  await signIn(page, 'admin@demo.apopunkt.de', 'Anton');
  await expect(page.getByTestId('module-tile').first()).toBeVisible();
  await expectNoViolations(page);
  for (const path of ['/brand-news', '/loft/kalmus-ibuprofen-600', '/manufacturer/kalmus-healthcare']) {
    await page.goto(path);
    await expect(page.getByTestId('module-tile').first()).toBeVisible();
    await expectNoViolations(page);
  }
});

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
