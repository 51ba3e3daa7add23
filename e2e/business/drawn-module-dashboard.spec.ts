import { collectPageErrors, holdApp, hydrated } from '../support/app-start';
import { signInViaForm } from '../support/session';
import { expect, test } from '../support/test';

// A manufacturer's module dashboard comes drawn from the server (issue 36 §11: a phone paints it
// without waiting for the app and its four calls; apps/api/src/modules/page-sessions). The app
// starts with the first interaction and takes the page over without asking for its figures again;
// the sections below the first screen are drawn by the app as they come near the viewport.
test.describe.configure({ timeout: 120_000 });

const DASHBOARD = '/business/module/solsana-sonnenfluid-produktwissen';

test("a manager's module dashboard comes drawn from the server; the app takes it over without asking again", async ({
  page,
}) => {
  await signInViaForm(page, 'hersteller@demo.apopunkt.de');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible({ timeout: 20_000 });
  const pageErrors = collectPageErrors(page);
  const app = await holdApp(page);
  const dashboardCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(business\/)?modules\//.test(request.url())) dashboardCalls.push(request.url());
  });

  const response = await page.goto(DASHBOARD);
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const moduleName = (await heading.textContent()) ?? '';
  expect(moduleName).toMatch(/SolSana/);
  await expect(page).toHaveTitle(`ApoPunkt | ${moduleName}`);
  await expect(page.getByText('Apotheken erreicht')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Business-Bereich' })).toBeVisible();
  await expect(page.locator(`#root[data-prerendered="${DASHBOARD}"]`)).toHaveCount(1);
  // Reading the page runs none of the app.
  expect(app.requests.filter((type) => type === 'script')).toEqual([]);

  // Scrolling starts the app, which draws the sections as they come near the viewport.
  await page.getByRole('heading', { name: 'Reichweite nach Postleitzahl' }).scrollIntoViewIfNeeded();
  await expect.poll(() => app.requests.includes('script')).toBe(true);
  app.release();
  await expect(page.getByRole('img', { name: /Karte der erreichten Personen/ })).toBeVisible({ timeout: 30_000 });
  expect(await hydrated(page, '#root h1')).toBe(true);
  expect(dashboardCalls).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a dashboard of a period is drawn by the app, with the figures of that period', async ({ page }) => {
  await signInViaForm(page, 'hersteller@demo.apopunkt.de');
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible({ timeout: 20_000 });
  const periodCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/statistics?')) periodCalls.push(request.url());
  });
  const response = await page.goto(`${DASHBOARD}?from=2026-01-01&to=2026-01-31`);
  expect(await response?.text()).not.toContain('Apotheken erreicht');
  await expect(page.getByText('Apotheken erreicht')).toBeVisible({ timeout: 30_000 });
  expect(periodCalls.some((url) => url.includes('from=2026-01-01'))).toBe(true);
});
