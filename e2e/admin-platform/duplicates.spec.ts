import { apiToken, signInViaForm, toast } from '../support/session';
import { expect, type Page, test } from '../support/test';

/** A staff bearer header of a session of its own (the page's token lives in its memory only). */
async function bearer(page: Page) {
  return { authorization: `Bearer ${await apiToken(page.request, 'admin@demo.apopunkt.de')}` };
}

test('staff merge two duplicate accounts and the ledger audit stays clean', async ({ page }) => {
  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/duplicates');
  await expect(page.getByRole('heading', { name: 'Nutzer Duplikate', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Gleiche E-Mail-Adresse', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('doris.doppler@demo.apopunkt.de')).toBeVisible();

  await page.getByRole('button', { name: 'Zusammenführen …' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Konten zusammenführen' });
  await dialog.getByLabel(/doris\.doppler@demo\.apopunkt\.de/).check();
  await dialog.getByRole('button', { name: 'Zusammenführen' }).click();
  await expect(toast(page, 'Zusammengeführt: 0 Prämienpunkte')).toBeVisible();
  await expect(page.getByText('dorisdoppler+neu@demo.apopunkt.de')).toHaveCount(0);

  const headers = await bearer(page);
  const audit = await page.request.get('/api/v1/admin/ledger/audit', { headers });
  expect(audit.ok()).toBe(true);
  expect((await audit.json()).violations).toEqual([]);
  const log = await page.request.get('/api/v1/admin/audit-log?action=user.merge', { headers });
  expect((await log.json()).count).toBe(1);
});
