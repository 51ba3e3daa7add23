import { apiToken, signInViaForm, toast } from '../support/session';
import { expect, test } from '../support/test';

/** brief@ (Ben) is used by no other spec; his request for a missing pharmacy goes to staff. */
test('staff reject a requested pharmacy with a reason and approve the next one', async ({ page, request }) => {
  const token = await apiToken(request, 'brief@demo.apopunkt.de');
  const stamp = Date.now().toString(36);
  const rejected = `Abgelehnt-Apotheke ${stamp}`;
  const approved = `Approbata-Apotheke ${stamp}`;
  /** One pending request per user: the next one is sent after the first is decided. */
  async function requestPharmacy(name: string) {
    const res = await request.post('/api/v1/organisation-creation-requests', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, street: 'Hauptstraße 1', zip: '10115', city: 'Berlin' },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
  }

  await requestPharmacy(rejected);
  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/organisation-creation-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Organisations-Anfragen' })).toBeVisible();
  await page.getByRole('button', { name: `${rejected} ablehnen` }).click();
  const dialog = page.getByRole('dialog', { name: `${rejected} ablehnen` });
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(dialog.getByText('Bitte gib einen Grund an.')).toBeVisible();
  await dialog.getByLabel(/^Grund/).fill('Adresse nicht auffindbar.');
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await expect(toast(page, 'Die Anfrage wurde abgelehnt.')).toBeVisible();

  await requestPharmacy(approved);
  await page.reload();
  await page.getByRole('button', { name: `${approved} freigeben` }).click();
  await expect(toast(page, `${approved} wurde freigegeben.`)).toBeVisible();

  await page.getByText('Freigegeben', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: approved })).toBeVisible();
  await page.getByText('Abgelehnt', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: rejected })).toContainText('Adresse nicht auffindbar.');
});
