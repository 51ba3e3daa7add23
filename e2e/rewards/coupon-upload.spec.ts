import { signInViaForm } from '../support/session';
import { expect, test } from '../support/test';

test('staff upload voucher codes as CSV and see the rejected lines', async ({ page }) => {
  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/coupon-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupons' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Kaffee-Genusspaket' });
  const stock = Number(await row.getByRole('cell').nth(3).textContent());

  await row.getByRole('button', { name: /hochladen$/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Codes hochladen/ });
  const stamp = Date.now().toString(36).toUpperCase();
  const csv = ['code', `E2E-${stamp}-1`, `E2E-${stamp}-2`, `E2E-${stamp}-1`, 'zwei;werte'].join('\n');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'codes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await dialog.getByRole('button', { name: 'Hochladen' }).click();

  await expect(dialog.getByRole('progressbar', { name: 'Upload-Fortschritt' })).toHaveAttribute('aria-valuenow', '100');
  await expect(dialog.getByText('2 Codes gespeichert, 2 abgelehnt')).toBeVisible();
  const report = dialog.getByRole('list', { name: 'Abgelehnte Zeilen' });
  await expect(report).toContainText('Zeile 4: Der Code steht bereits in Zeile 2.');
  await expect(report).toContainText('Zeile 5: Die Zeile enthält mehr als einen Wert.');
  // The footer button (with text), not the title bar's X that only carries the aria-label.
  await dialog.getByRole('button', { name: 'Schließen' }).filter({ hasText: 'Schließen' }).click();
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(stock + 2));
});
