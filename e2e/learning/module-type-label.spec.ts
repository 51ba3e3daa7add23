import { signIn } from '../support/session';
import { expect, test } from '../support/test';

/** Spec §3: the short code of SPECIAL modules is 'aS', in the capitals of the tile and the player too. */
test("the SPECIAL short code reads 'aS' on the tile and in the player", async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.goto('/special');
  const tile = page.getByTestId('module-tile').first();
  await expect(tile.locator('abbr[title="SPECIAL"]')).toHaveText('aS', { useInnerText: true });
  await tile.click();
  await page.waitForURL((url) => !url.pathname.endsWith('/special'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('abbr[title="SPECIAL"]').first()).toHaveText('aS', { useInnerText: true });
});
