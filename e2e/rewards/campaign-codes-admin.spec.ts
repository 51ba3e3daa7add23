import { signInViaForm, toast } from '../support/session';
import { expect, test } from '../support/test';

test('staff create a campaign code and deactivate it', async ({ page }) => {
  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/campaign-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Aktionscodes' })).toBeVisible();
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'Aktionscode anlegen' });
  await form.getByLabel('Code').fill(code);
  await form.getByLabel('Prämienpunkte').fill('30');
  await form.getByLabel(/^Höchstens einlösbar/).fill('10');
  await form.getByRole('button', { name: 'Anlegen' }).click();
  await expect(toast(page, `Der Aktionscode ${code} wurde angelegt.`)).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('0 / 10');
  await expect(row).toContainText('Gültig');
  await row.getByRole('switch', { name: `${code} aktiv` }).click({ force: true });
  await expect(row).toContainText('Deaktiviert');
});
