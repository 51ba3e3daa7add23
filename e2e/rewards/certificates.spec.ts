import { signIn } from '../support/session';
import { expect, test } from '../support/test';

test('the demo PTA downloads her certificate as a PDF and its code verifies publicly', async ({ page, browser }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { level: 1, name: 'Deine Zertifikate' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^PDF herunterladen/ }) })
    .first();
  const code = ((await row.locator('code').textContent()) ?? '').trim();

  const downloadPromise = page.waitForEvent('download');
  await row.getByRole('button', { name: /^PDF herunterladen/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const guest = await browser.newPage();
  await guest.goto(`/certificates/verify/${encodeURIComponent(code)}`);
  await expect(guest.getByText('Echtes Zertifikat')).toBeVisible();
  await guest.goto('/certificates/verify/FALSCH12345');
  await expect(guest.getByText('Kein gültiges Zertifikat')).toBeVisible();
  await guest.close();
});
