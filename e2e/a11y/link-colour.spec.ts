import { browserBlueLinks } from '../support/a11y';
import { expect, test } from '../support/test';

// Links in running text took the browser's blue (raw <a>, a router Link, a Text styled blue);
// they take the theme's link style (Mantine's Anchor): the primary colour.
test('links in the legal texts have the theme’s link colour, not the browser’s blue', async ({ page }) => {
  await page.goto('/impressum');
  const mail = page.getByRole('main').locator('a[href^="mailto:"]');
  await expect(mail).toBeVisible();
  const primary = await page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-color-anchor)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  expect(primary).not.toBe('rgb(0, 0, 0)');
  await expect(mail).toHaveCSS('color', primary);
  await expect(page.getByRole('main').locator('a[href^="tel:"]')).toHaveCSS('color', primary);
  expect(await browserBlueLinks(page, '/impressum')).toEqual([]);
});
