import { signIn } from '../support/session';
import { expect, test } from '../support/test';

// A competition's banner carries its name: the page showed the banner cropped to 320 px (cutting
// its lettering) and the name again as text under it. Now the whole banner is the heading.
for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a competition with a banner shows its title once, in the uncropped banner (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
    await page.goto('/competition/premium');
    const heading = page.getByRole('heading', { level: 1, name: 'Premium-Gewinnspiel' });
    await expect(heading).toBeVisible();
    const banner = heading.getByRole('img', { name: 'Premium-Gewinnspiel' });
    await expect(banner).toBeVisible();
    await expect
      .poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const { natural, shown } = await banner.evaluate((img: HTMLImageElement) => ({
      natural: img.naturalWidth / img.naturalHeight,
      shown: img.clientWidth / img.clientHeight,
    }));
    expect(Math.abs(shown - natural) / natural).toBeLessThan(0.02);
    await expect(page.getByRole('main').getByText('Premium-Gewinnspiel', { exact: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`competition-${viewport.width}.png`), fullPage: false });
  });
}
