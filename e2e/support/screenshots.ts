import type { Locator, Page } from '@playwright/test';

/**
 * With E2E_SCREENSHOTS=<folder>: the whole page at desktop (1280 px) and phone (390 px) width, as
 * `<name>-<width>.png`, for a person to look at (`fullPage: false`: the visible window only, e.g. a
 * toast over a long page); without it nothing is written.
 */
export async function screenshots(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize(size ?? { width: 1280, height: 720 });
}

/** As `screenshots`, of one part of the page only (a section of a long page), as `<name>-<width>.png`. */
export async function partScreenshots(part: Locator, name: string): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (!folder) return;
  const page = part.page();
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await part.screenshot({ path: `${folder}/${name}-${width}.png` });
  }
  await page.setViewportSize(size ?? { width: 1280, height: 720 });
}
