import { signIn, toast } from '../support/session';
import { expect, test } from '../support/test';
import { headerPremiumScore } from './rewards-helpers';

/** Mara (empfohlen@) is premium and used by no other spec; each code can be redeemed once per user. */
const EMAIL = 'empfohlen@demo.apopunkt.de';

test('a campaign code from a ?code= link is redeemed from the competitions tile', async ({ page }) => {
  await signIn(page, EMAIL, 'Mara');
  const before = await headerPremiumScore(page);

  await page.goto('/competitions?code=%20WILLKOMMEN50%20');
  const dialog = page.getByRole('dialog', { name: 'Aktionscode einlösen' });
  await expect(dialog.getByLabel('Aktionscode')).toHaveValue('WILLKOMMEN50');
  await dialog.getByRole('button', { name: 'Einlösen' }).click();
  await expect(toast(page, 'Der Aktionscode wurde erfolgreich eingelöst.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => headerPremiumScore(page)).toBe(before + 50);

  await page.getByRole('button', { name: 'Jetzt einlösen' }).click();
  await expect(dialog.getByLabel('Aktionscode')).toHaveValue('');
  await dialog.getByLabel('Aktionscode').fill('willkommen50');
  await dialog.getByRole('button', { name: 'Einlösen' }).click();
  await expect(toast(page, 'Der Aktionscode wurde bereits eingelöst.')).toBeVisible();

  await dialog.getByLabel('Aktionscode').fill('ABGELAUFEN');
  await dialog.getByRole('button', { name: 'Einlösen' }).click();
  await expect(toast(page, 'Der Aktionscode ist nicht mehr gültig.')).toBeVisible();

  await dialog.getByLabel('Aktionscode').fill('GIBT-ES-NICHT');
  await dialog.getByRole('button', { name: 'Einlösen' }).click();
  await expect(toast(page, 'Der Aktionscode ist ungültig.')).toBeVisible();
});

test('a code with a url says so and leads there after two seconds', async ({ page }) => {
  await signIn(page, EMAIL, 'Mara');
  await page.getByRole('button', { name: 'Menü von Mara Mertens' }).click();
  await page.getByRole('menuitem', { name: 'Aktionscode einlösen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aktionscode einlösen' });
  await dialog.getByLabel('Aktionscode').fill('APOTHEKE2026');
  await dialog.getByRole('button', { name: 'Einlösen' }).click();
  await expect(toast(page, 'Eingabe erfolgreich! Du wirst jeden Moment weiter geleitet.')).toBeVisible();
  await expect(page).toHaveURL(/\/play\/erkaeltung-grundlagen$/, { timeout: 5_000 });
});
