import { expectNoViolations } from '../support/a11y';
import { waitForMail } from '../support/mailbox';
import { registerFreshMember } from '../support/members';
import { partScreenshots, screenshots } from '../support/screenshots';
import { SIGNED_IN_HOME_TIMEOUT_MS, signIn, signInViaForm, toast } from '../support/session';
import { expect, test } from '../support/test';

/** "Konto löschen" (issue 37 §2): request, signed out everywhere, a sign-in within the grace period keeps it. */

test('a member deletes the account, is signed out, and signing in within the grace period keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const member = await registerFreshMember(request, { firstName: 'Karla' });
  // A second device, signed in through the API: the deletion ends it too.
  const other = await request.post('/api/v1/sessions', { data: { username: member.email, password: member.password } });
  expect(other.status()).toBe(200);
  const otherAccess = ((await other.json()) as { access: string }).access;
  await signIn(page, member.email, member.firstName);

  await page.goto('/account#konto-loeschen');
  const section = page.getByRole('region', { name: 'Konto löschen' });
  await expect(section.getByText('30 Tage lang kannst du es dir anders überlegen', { exact: false })).toBeVisible();
  await partScreenshots(section, 'delete-account-section');

  const form = section.getByRole('form', { name: 'Konto löschen' });
  await form.getByRole('button', { name: 'Konto löschen' }).click();
  await expect(form.getByText('Bitte gib dein Passwort ein, um dein Konto zu löschen.')).toBeVisible();
  await form.getByLabel(/^Dein Passwort/).fill('falsches-passwort');
  await form.getByRole('button', { name: 'Konto löschen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto wirklich löschen?' });
  await dialog.getByRole('button', { name: 'Ja, Konto löschen' }).click();
  await expect(form.getByText('Das Passwort ist nicht korrekt.')).toBeVisible();

  await form.getByLabel(/^Dein Passwort/).fill(member.password);
  await form.getByRole('button', { name: 'Konto löschen' }).click();
  await expect(dialog).toBeVisible();
  await partScreenshots(dialog, 'delete-account-dialog');
  await dialog.getByRole('button', { name: 'Ja, Konto löschen' }).click();

  await expect(page).toHaveURL(/\/account-deleted\?bis=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dein Konto wird gelöscht' })).toBeVisible();
  await expect(page.getByText(/Am \d{2}\.\d{2}\.\d{4} löschen wir deine persönlichen Daten endgültig\./)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, 'Konto wird gelöscht');
  await screenshots(page, 'account-deleted');
  await waitForMail(member.email, /Am (\d{2}\.\d{2}\.\d{4}) l/);

  // Signed out here and on the other device.
  const me = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${otherAccess}` } });
  expect(me.status()).toBe(401);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in/);

  // Signing in within the grace period keeps the account, and the page says so.
  await signInViaForm(page, member.email, member.password);
  const notice = toast(page, 'deshalb haben wir die Löschung deines Kontos abgebrochen');
  await expect(notice).toBeVisible({ timeout: SIGNED_IN_HOME_TIMEOUT_MS });
  await expect(notice.getByText('Dein Konto wird nicht gelöscht')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Hallo ${member.firstName}!` })).toBeVisible({
    timeout: SIGNED_IN_HOME_TIMEOUT_MS,
  });
  await expect(notice).toBeVisible();
  await partScreenshots(notice, 'deletion-cancelled-notice');
  await screenshots(page, 'deletion-cancelled', { fullPage: false });
  await waitForMail(member.email, /(deshalb haben wir die L)/);
});
