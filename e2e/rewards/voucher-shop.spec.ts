import { signIn } from '../support/session';
import { expect, test } from '../support/test';
import { headerPremiumScore } from './rewards-helpers';

test('a premium member buys a voucher: the score falls and the code appears', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  const before = await headerPremiumScore(page);

  await page.goto('/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Gutschein-Shop' })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Einlösbare zuerst' });
  await toggle.check();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Einlösbare zuerst' })).toBeChecked();

  const offer = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Einlösen', disabled: false }) })
    .first();
  const title = (await offer.getAttribute('aria-label')) ?? '';
  const priceText = (await offer.getByText(/^für [\d.]+ Prämienpunkte$/).textContent()) ?? '';
  const price = Number(priceText.replace(/\D/g, ''));
  await offer.getByRole('button', { name: 'Einlösen' }).click();

  const dialog = page.getByRole('dialog', { name: 'Gutschein einlösen' });
  await dialog.getByRole('button', { name: 'Jetzt verbindlich einlösen' }).click();
  const codeDialog = page.getByRole('dialog', { name: 'Dein Gutscheincode' });
  const code = (await codeDialog.getByTestId('coupon-code').textContent())?.trim() ?? '';
  expect(code.length).toBeGreaterThan(3);
  await expect(codeDialog.getByRole('button', { name: 'Code kopieren' })).toBeVisible();
  await expect.poll(() => headerPremiumScore(page)).toBe(before - price);
  await codeDialog.getByRole('button', { name: 'Fertig' }).click();

  const mine = page.getByRole('region', { name: 'Meine Gutscheine' });
  await expect(mine.getByRole('row').filter({ hasText: code })).toContainText(title);
});
