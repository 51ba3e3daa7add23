import { collectPageErrors, holdApp, hydrated } from '../support/app-start';
import { signIn } from '../support/session';
import { expect, test } from '../support/test';

// A signed-in member's Home comes drawn from the server (the page-session cookie; apps/api/src/
// modules/page-sessions) with the data it was drawn from. The app starts with the first interaction
// and takes the page over without asking for that data again; a button clicked before then is
// clicked again by the app. A browser not signed in as that member never shows it.
// Each test loads the app from scratch more than once (and the second in two browsers): on a busy
// machine that takes longer than one default test time.
test.describe.configure({ timeout: 120_000 });

test("a member's Home comes drawn from the server; the app takes it over on the first interaction", async ({
  page,
}) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  const pageErrors = collectPageErrors(page);
  const app = await holdApp(page);
  const homeCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(quests|competitions|ad-groups|modules)/.test(request.url())) homeCalls.push(request.url());
  });
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expect(page).toHaveTitle('ApoPunkt | Startseite');
  await expect(page.getByRole('heading', { name: 'Hallo Paula!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Besondere Gewinnspiele' })).toBeVisible();
  await expect(page.locator('#root[data-prerendered="/"]')).toHaveCount(1);
  // Reading the page runs none of the app.
  expect(app.requests.filter((type) => type === 'script')).toEqual([]);

  await page.getByRole('button', { name: /^Menü von Paula/ }).click();
  await expect.poll(() => app.requests.includes('script')).toBe(true);
  app.release();
  await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
  expect(await hydrated(page, '#root h1')).toBe(true);
  expect(homeCalls).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("after the sign-out, and in a browser where the member is not signed in, nobody sees the member's Home", async ({
  page,
  browser,
}) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).toContain('apopunkt_page');

  // Another browser holding the cookie, but not signed in: the page is hidden and emptied unseen.
  const other = await browser.newContext();
  await other.addCookies(cookies);
  const stranger = await other.newPage();
  const seen: string[] = [];
  await stranger.exposeFunction('reportGreeting', (text: string) => seen.push(text));
  await stranger.addInitScript(() => {
    new MutationObserver(() => {
      const heading = document.querySelector('h1');
      if (heading?.textContent?.includes('Hallo') && heading.checkVisibility()) {
        (window as unknown as { reportGreeting(text: string): void }).reportGreeting(heading.textContent);
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await stranger.goto('/');
  await expect(stranger).toHaveURL(/\/sign-in/);
  await expect(stranger.getByRole('form', { name: 'Anmelden' })).toBeVisible();
  expect((await other.cookies()).map((cookie) => cookie.name)).not.toContain('apopunkt_page');
  await other.close();

  // Signed out: the server sends the guest's page.
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/sign-in/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('apopunkt_page');
  const again = await page.goto('/');
  expect(await again?.text()).not.toContain('Hallo Paula');
  await expect(page).toHaveURL(/\/sign-in/);
  expect(seen).toEqual([]);
});
