import type { Page } from '@playwright/test';

/**
 * With SCREENSHOTS=<dir>, pictures of the page at desktop (1280 px) and phone (390 px) width go
 * there, for a person to look at; without it nothing is written.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [label, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${label}.png` });
  }
  if (size) await page.setViewportSize(size);
}
