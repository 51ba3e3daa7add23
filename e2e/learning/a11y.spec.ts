import { expectNoViolations } from '../support/a11y';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { openQuiz } from './module-player';

// The pages themselves are scanned by e2e/a11y/every-page.*.spec.ts; here the player's states.
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
