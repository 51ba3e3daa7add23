import { expectNoViolations } from '../support/a11y';
import { signIn, signInViaForm } from '../support/session';
import { type BrowserContext, clientAddressOf, expect, type Page, test } from '../support/test';
import { type PageToScan, patternRegExp, ROLES, type Role, SCAN_GROUPS, type ScanGroup } from './pages';

/** The address of a page: its own, or the first link matching its pattern on the page `from`. */
async function addressOf(page: Page, target: PageToScan): Promise<string> {
  if (target.path) return target.path;
  await page.goto(target.from ?? '/');
  const pattern = patternRegExp(target.pattern);
  const links = page.locator('main a[href]');
  await expect(links.first()).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => pattern.test(candidate));
  if (!href) throw new Error(`no link to ${target.pattern} on ${target.from}`);
  return href;
}

/**
 * Scans every page of a group's roles (pages.ts) with axe and the rules of support/a11y.ts: each
 * role signs in once (beforeAll) and opens its pages in that one browser, one test per page.
 */
export function scanEveryPageOf(group: ScanGroup) {
  const names: readonly string[] = SCAN_GROUPS[group];
  for (const role of ROLES.filter((candidate) => names.includes(candidate.name))) scanPagesOf(role);
}

function scanPagesOf(role: Role) {
  test.describe(`as ${role.name}`, () => {
    // Some business dashboards draw charts for seconds on a busy two-core machine.
    test.describe.configure({ timeout: 90_000 });
    let context: BrowserContext;
    let page: Page;

    test.beforeAll(async ({ browser }, testInfo) => {
      context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientAddressOf(testInfo) } });
      page = await context.newPage();
      if (!role.email) return;
      if (role.landing?.startsWith('Hallo ')) await signIn(page, role.email, role.landing.slice(6, -1));
      else {
        await signInViaForm(page, role.email);
        await expect(page.getByRole('heading', { level: 1, name: role.landing })).toBeVisible({ timeout: 30_000 });
      }
    });
    test.afterAll(async () => context.close());

    for (const target of role.pages) {
      test(`${target.pattern} has no accessibility violations`, async () => {
        const address = await addressOf(page, target);
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expectNoViolations(page, `${role.name} ${address}`);
      });
    }
  });
}
