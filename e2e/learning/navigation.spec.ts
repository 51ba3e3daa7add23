import { SEED_MODULES } from '../../apps/api/src/ops/seed/content/modules';
import { SEED_PRODUCTS } from '../../apps/api/src/ops/seed/content/products';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

/** MODULE_PAGE_SIZE of apps/web/src/features/modules/api/get-modules.ts. */
const MODULE_PAGE_SIZE = 6;

test('Ctrl+K search opens a module in the player', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Suche' }).fill('Durchfall');
  await dialog.getByRole('button', { name: 'Durchfall To Go' }).click();
  await expect(page).toHaveURL(/\/play\/durchfall-to-go$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Durchfall To Go' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a numeric loft address redirects to the product slug, also through /product', async ({ page }) => {
  // Products are seeded in the order of SEED_PRODUCTS, so id 4 is the fourth one.
  const product = SEED_PRODUCTS[3];
  if (!product) throw new Error('seed products missing');
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.goto('/loft/4');
  await expect(page).toHaveURL(new RegExp(`/loft/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.goto('/product/4');
  await expect(page).toHaveURL(new RegExp(`/loft/${product.slug}$`));
});

test('Discover shows the editors’ picks and the newest modules; a tile opens the player', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  const picks = page.getByRole('region', { name: 'Empfehlungen der Redaktion' });
  await expect(picks.getByTestId('module-tile').first()).toBeVisible();
  const latest = page.getByRole('region', { name: 'Unsere neusten Module' });
  await expect(latest.getByRole('heading', { name: 'Brand News' })).toBeVisible();
  await expect(
    latest.getByRole('region', { name: 'Produkt- und Verkaufsmodule' }).getByTestId('module-tile'),
  ).toHaveCount(6);
  const tile = picks.getByTestId('module-tile').first();
  const name = (await tile.getByRole('heading').textContent()) ?? '';
  await tile.click();
  await expect(page).toHaveURL(/\/play\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a module list loads more tiles on demand', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.goto('/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Produktmodule' })).toBeVisible();
  const tiles = page.getByTestId('module-tile');
  await expect(tiles).toHaveCount(MODULE_PAGE_SIZE);
  // Other specs and seeds add product modules, so load until the button is gone.
  const more = page.getByRole('button', { name: 'Mehr laden' });
  for (let shown = MODULE_PAGE_SIZE; (await more.count()) > 0; shown += MODULE_PAGE_SIZE) {
    await more.click();
    await expect(tiles).not.toHaveCount(shown);
  }
  expect(await tiles.count()).toBeGreaterThanOrEqual(SEED_MODULES.filter((m) => m.type === 2).length);
});
