import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe (WCAG 2 A/AA) on the page as it is now; each violation is listed with its nodes. */
export async function expectNoViolations(page: Page, label = page.url()) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations.map(
      (v) =>
        `${label} ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html} ${n.failureSummary}`).join(', ')}`,
    ),
  ).toEqual([]);
}

/** Opens `path`, waits for its heading and quiet network, then checks it with axe. */
export async function expectPageWithoutViolations(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoViolations(page, path);
}
