import { expectNoViolations } from '../support/a11y';
import { registerFreshMember } from '../support/members';
import { screenshots } from '../support/screenshots';
import { signIn, signInViaForm, toast } from '../support/session';
import { expect, test } from '../support/test';

const GOODWILL = 'Kulanz: Bonus der Weekly-Challenge fehlte';
const MISTAKE = 'Bonus versehentlich doppelt gezahlt';

test('staff correct a member’s premium points on the user view; the member sees the reasons in the history', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const member = await registerFreshMember(page.request, { firstName: 'Korrektur' });

  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, `/business/admin/users/${member.id}`);
  await expect(page.getByRole('heading', { name: 'Korrektur Probe', level: 1 })).toBeVisible({ timeout: 30_000 });
  const card = page.getByRole('region', { name: 'Prämienpunkte' });
  await expect(card.getByText('0 Prämienpunkte')).toBeVisible();

  // A goodwill credit.
  await card.getByRole('button', { name: 'Punkte korrigieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prämienpunkte korrigieren' });
  await dialog.getByRole('button', { name: 'Gutschrift buchen' }).click();
  await expect(dialog.getByText('Bitte gib die Punkte an.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Punkte' }).fill('150');
  await dialog.getByRole('textbox', { name: 'Grund' }).fill(GOODWILL);
  await expect(dialog.getByText('Neuer Kontostand: 150 Prämienpunkte')).toBeVisible();
  await dialog.getByRole('button', { name: 'Gutschrift buchen' }).click();
  await expect(toast(page, 'Gutschrift gebucht. Neuer Kontostand: 150 Prämienpunkte.')).toBeVisible();
  await expect(card.getByText('150 Prämienpunkte')).toBeVisible();

  // A debit larger than the balance is refused by the server, in German, and books nothing.
  await card.getByRole('button', { name: 'Punkte korrigieren' }).click();
  await dialog.getByText('Abbuchung', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Punkte' }).fill('200');
  await dialog.getByRole('textbox', { name: 'Grund' }).fill(MISTAKE);
  await expect(dialog.getByText(/mehr als das Guthaben/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Abbuchung buchen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Die Abbuchung ist höher als das Guthaben: Auf dem Konto sind nur 150 Prämienpunkte.',
  );
  await screenshots(page, 'points-correction-dialog');
  await expectNoViolations(page, 'points correction dialog open');

  // The right amount books under the same dialog.
  await dialog.getByRole('textbox', { name: 'Punkte' }).fill('50');
  await expect(dialog.getByText('Neuer Kontostand: 100 Prämienpunkte')).toBeVisible();
  await expect(dialog.getByRole('alert')).toBeHidden();
  await dialog.getByRole('button', { name: 'Abbuchung buchen' }).click();
  await expect(toast(page, 'Abbuchung gebucht. Neuer Kontostand: 100 Prämienpunkte.')).toBeVisible();
  await expect(card.getByText('100 Prämienpunkte')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The user view with its points card, the dialog closed.
  await expectNoViolations(page, 'staff user view with points card');

  // The member sees both bookings with their reasons in the points history.
  const memberContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.37.6.1' } });
  const memberPage = await memberContext.newPage();
  await signIn(memberPage, member.email, member.firstName);
  await memberPage.goto('/account#punkteverlauf');
  const history = memberPage.getByRole('region', { name: 'Punkteverlauf' });
  await expect(history.getByText(GOODWILL)).toBeVisible({ timeout: 20_000 });
  await expect(history.getByText(MISTAKE)).toBeVisible();
  await expect(history.getByText('Gutschrift (Korrektur)')).toBeVisible();
  await expect(history.getByText('Abbuchung (Korrektur)')).toBeVisible();
  await expect(history.getByText('+150')).toBeVisible();
  await expect(history.getByText('−50')).toBeVisible();
  await history.getByText(MISTAKE).scrollIntoViewIfNeeded();
  await screenshots(memberPage, 'points-correction-history');
  await memberContext.close();
});
