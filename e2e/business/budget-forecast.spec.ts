import { expectNoViolations } from '../support/a11y';
import { signInViaForm } from '../support/session';
import { expect, test } from '../support/test';

const PRODUCT = '/business/products/solsana-sonnenfluid-lsf-50';
const MODULE = '/business/module/solsana-sonnenfluid-produktwissen';

async function shoot(page: import('@playwright/test').Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // The charts take their new width a moment after the window's (a screenshot, not a check).
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/budgets-${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `/tmp/budgets-${name}-${width}-top.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the manager sees when each module budget runs out (issue 37 §5)', async ({ page }) => {
  test.slow();
  await signInViaForm(page, 'hersteller@demo.apopunkt.de', undefined, PRODUCT);
  const table = page.getByRole('table').first();
  await expect(table.getByRole('columnheader', { name: 'Reicht bis' })).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: 'Kontakte pro Tag' })).toBeVisible();
  // Every limited module with paid contacts in the last 28 days has a day, e.g. "12.03.2027", "in 100 Tagen".
  await expect(table.getByText(/^in [\d.]+ Tagen?$/).first()).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, 'product');
  // The children's module was bought for three contacts only (the demo's nearly exhausted one).
  await page.goto('/business/products/solsana-kids-sonnenmilch-lsf-50-plus');
  await expect(page.getByRole('table').first().getByRole('columnheader', { name: 'Reicht bis' })).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, 'product-kids');
});

test('the manager picks a period on the module dashboard (issue 37 §5)', async ({ page }) => {
  test.slow();
  await signInViaForm(page, 'hersteller@demo.apopunkt.de', undefined, MODULE);
  await expect(page.getByRole('heading', { name: 'Nutzung', exact: true })).toBeVisible({ timeout: 30_000 });
  const picker = page.getByRole('button', { name: 'Zeitraum' });
  await expect(picker).toHaveText('Gesamte Laufzeit');
  const allTime = await page.getByText('Personen erreicht').locator('..').textContent();

  await picker.click();
  await page.getByRole('button', { name: 'Letzte 28 Tage' }).click();
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
  await expect(picker).toHaveText(/^\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}$/);
  await expect(page.getByRole('button', { name: 'Gesamte Laufzeit' })).toBeVisible();
  // 28 days of a 120-day history reach fewer people than the whole runtime.
  await expect.poll(() => page.getByText('Personen erreicht').locator('..').textContent()).not.toBe(allTime);
  await expectNoViolations(page);
  await shoot(page, 'module-28');

  await picker.click();
  await expect(page.getByRole('button', { name: 'Letzte 90 Tage' })).toBeVisible();
  await page.screenshot({ path: '/tmp/budgets-module-picker-1280.png' });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Gesamte Laufzeit' }).click();
  await expect(page).not.toHaveURL(/from=/);
  await expect(page.getByText('Personen erreicht').locator('..')).toHaveText(allTime ?? '');

  // A period the API refuses, typed into the address: the German message, and the whole runtime.
  await page.goto(`${MODULE}?from=2026-03-02&to=2026-03-01`);
  await expect(page.getByText('Der Anfang des Zeitraums liegt nach seinem Ende.')).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize({ width: 390, height: 900 });
  await page.screenshot({ path: '/tmp/budgets-module-bad-390.png' });
});
