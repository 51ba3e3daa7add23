import { UNDELIVERABLE_DOMAIN } from '../support/mail-server';
import { signInViaForm, toast } from '../support/session';
import { expect, test } from '../support/test';

test('a mail the server keeps refusing waits on the staff dashboard and is sent again', async ({ page }) => {
  // The dashboard is the staff's heaviest page; on a busy CI machine each reload may take seconds.
  test.setTimeout(150_000);
  const email = `niemand-${Date.now()}@${UNDELIVERABLE_DOMAIN}`;
  const code = await page.request.post('/api/v1/users/email/verification', { data: { email } });
  expect(code.ok(), await code.text()).toBe(true);

  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
  // The server refuses it twice (the first try and one retry a second later), then it is listed.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Offene Aufgaben' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('row', { name: new RegExp(email) })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  const row = page.getByRole('row', { name: new RegExp(email) });
  await expect(row.getByText('550')).toBeVisible();
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Erneut senden' }).click();
  await expect(toast(page, `Die E-Mail an ${email} wird erneut gesendet.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toHaveCount(0);
});
