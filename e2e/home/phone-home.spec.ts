import { holdApp } from '../support/app-start';
import { signIn } from '../support/session';
import { expect, type Locator, type Page, test } from '../support/test';

// Issue 36, point 7: on a phone, Home was a column of full-width tiles, 11,426 px long. Every row of
// Home now scrolls sideways on phones (CSS alone, so also on the page the server draws), the phone's
// menu leads to the voucher shop, and a page change shows a progress bar while the next page loads.
// Each test loads the app more than once: on a busy machine that takes longer than the default.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SHOTS = process.env.PHONE_HOME_SHOTS;

/** How each of Home's tile rows lays out: its scrolling, snapping and the next tile's hint. */
function rowLayouts(page: Page) {
  return page.locator('[data-tile-row]').evaluateAll((rows) =>
    rows.map((row) => {
      const style = getComputedStyle(row);
      const box = row.getBoundingClientRect();
      const tiles = Array.from(row.children, (tile) => tile.getBoundingClientRect());
      return {
        name: row.getAttribute('aria-label'),
        tiles: row.children.length,
        scrolls: row.scrollWidth > row.clientWidth,
        overflowX: style.overflowX,
        snap: style.scrollSnapType,
        tileSnap: row.children[0] ? getComputedStyle(row.children[0]).scrollSnapAlign : null,
        // A tile cut by the row's right edge: the hint that there is more.
        nextPeeks: tiles.some((tile) => tile.left < box.right - 8 && tile.right > box.right + 8),
      };
    }),
  );
}

const documentHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('Home is short: every row scrolls sideways, snaps, shows the next tile and is named, without the app', async ({
    page,
  }) => {
    await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
    // The Home the server draws, read before the app runs: the rows scroll by CSS alone.
    const app = await holdApp(page);
    await page.goto('/');
    await expect(page.locator('#root[data-prerendered="/"]')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Hallo Paula!' })).toBeVisible();
    expect(await documentHeight(page)).toBeLessThan(6_000);

    const rows = await rowLayouts(page);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Schnellzugriff', 'Empfehlungen der Redaktion', 'Brand News', 'To Go']),
    );
    for (const row of rows) {
      expect(row, `row ${row.name}`).toMatchObject({ overflowX: 'auto', snap: 'x mandatory', tileSnap: 'start' });
      if (row.tiles > 1) expect(row, `row ${row.name}`).toMatchObject({ scrolls: true, nextPeeks: true });
    }
    // Each row is a named group (or the shortcuts' navigation) for screen readers.
    await expect(page.getByRole('group', { name: 'Brand News' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Schnellzugriff' })).toBeVisible();
    await shoot(page, 'home-390');
    app.release();
  });

  test('the keyboard reaches every tile of a row: Tab scrolls the row to it, the arrow keys scroll it', async ({
    page,
  }) => {
    await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
    const row = page.getByRole('group', { name: 'Produkt- und Verkaufsmodule' });
    const tiles = row.locator(':scope > *');
    await expect(tiles.nth(2)).toBeAttached();
    const scrollLeft = (locator: Locator) => locator.evaluate((element) => element.scrollLeft);
    expect(await scrollLeft(row)).toBe(0);

    // Tab from the row's first link until the focus is in its last tile: the row scrolled it in.
    await row.locator('a').first().focus();
    const last = tiles.last();
    for (let press = 0; press < 40; press += 1) {
      if (await last.evaluate((tile) => tile.contains(document.activeElement))) break;
      await page.keyboard.press('Tab');
    }
    expect(await last.evaluate((tile) => tile.contains(document.activeElement))).toBe(true);
    await expect.poll(() => scrollLeft(row)).toBeGreaterThan(0);
    // The focused link (the tile's title) is scrolled into view, so the learner sees where the focus is.
    await expect(page.locator(':focus')).toBeInViewport();

    // Back at the start, an arrow key scrolls the row on.
    await row.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
    await row.locator('a').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scrollLeft(row)).toBeGreaterThan(0);
  });

  test('the menu leads to the voucher shop, and a slow page change shows a progress bar', async ({ page }) => {
    await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
    // Every piece of code from now on arrives 1.2 s late (a slow line).
    await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      await route.continue();
    });
    await page.getByRole('button', { name: 'Navigation öffnen' }).click();
    // The menu's entry (Home's shortcut tile behind the menu has a longer name).
    const shop = page.getByRole('link', { name: 'Gutschein-Shop', exact: true });
    await expect(shop).toBeVisible();
    await shop.click();
    await expect(page.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Gutschein-Shop' })).toBeVisible();
    await expect(page).toHaveURL(/\/coupons$/);
    await expect(page.getByRole('progressbar', { name: 'Seite wird geladen' })).toHaveCount(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('Home keeps its grids: no row scrolls sideways', async ({ page }) => {
    await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hallo Paula!' })).toBeVisible();
    const rows = await rowLayouts(page);
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row, `row ${row.name}`).toMatchObject({ scrolls: false, overflowX: 'visible' });
    await shoot(page, 'home-1280');
  });
});
