import { DEMO_PASSWORD, signIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

// Issue 33: no page script can read the session's tokens. The refresh token lives in an HttpOnly
// cookie sent only to /api/v1/sessions, the access token in the app's memory; localStorage keeps a
// hint and the cached user record, neither a secret.

/** Everything a script on the page can read: localStorage and document.cookie. */
function scriptReadable(page: Page) {
  return page.evaluate(() => [
    ...Object.keys(localStorage).map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
    document.cookie,
  ]);
}

/** The tokens the session calls handed this page: access tokens, and refresh tokens in a body (none). */
interface SeenTokens {
  access: string[];
  refreshInBody: string[];
}

function watchTokens(page: Page): SeenTokens {
  const seen: SeenTokens = { access: [], refreshInBody: [] };
  page.on('response', async (response) => {
    if (response.request().method() !== 'POST' || !/\/api\/(v1\/sessions|2fa\/)/.test(response.url())) return;
    const body = (await response.json().catch(() => null)) as { access?: string; refresh?: string } | null;
    if (body?.access) seen.access.push(body.access);
    if (body?.refresh) seen.refreshInBody.push(body.refresh);
  });
  return seen;
}

/**
 * The web answers carried no refresh token, and no access token this page got nor the refresh
 * token of its cookie can be read by a script (`extra`: tokens the test put there itself).
 */
async function expectNoReadableToken(page: Page, seen: SeenTokens, extra: string[] = []) {
  expect(seen.refreshInBody).toEqual([]);
  expect(seen.access.length).toBeGreaterThan(0);
  const refresh = (await page.context().cookies()).find((cookie) => cookie.name === 'apopunkt_refresh');
  expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/sessions' });
  const tokens = [...seen.access, ...extra, refresh?.value ?? ''];
  const readable = await scriptReadable(page);
  expect(readable.join('\n')).not.toMatch(/apopunkt\.(access|refresh)=|apopunkt_refresh=/);
  expect(tokens.filter((token) => readable.some((value) => value.includes(token)))).toEqual([]);
}

test('after sign-in no token is readable by a script, and a reload keeps the member signed in', async ({ page }) => {
  const tokens = watchTokens(page);
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await expectNoReadableToken(page, tokens);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Dein Konto', level: 1 })).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dein Konto', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/account$/);
  await expectNoReadableToken(page, tokens);
});

test('a second tab stays signed in, and signing out in one tab signs out the other', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  // A page the app draws itself: a Home drawn by the server starts the app only on an interaction.
  const second = await page.context().newPage();
  await second.goto('/account');
  await expect(second.getByRole('heading', { name: 'Dein Konto', level: 1 })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: /^Menü von Paula/ }).click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(second).toHaveURL(/\/sign-in/, { timeout: 10_000 });
  const names = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(names).not.toContain('apopunkt_refresh');
  await second.reload();
  await expect(second).toHaveURL(/\/sign-in/);
});

test('a browser with the tokens of the older app in localStorage is moved to the cookie once', async ({ page }) => {
  const res = await page.request.post('/api/v1/sessions', {
    data: { username: 'pta@demo.apopunkt.de', password: DEMO_PASSWORD },
  });
  const tokens = (await res.json()) as { access: string; refresh: string };
  const me = await page.request.get('/api/v1/me', { headers: { authorization: `Bearer ${tokens.access}` } });
  await page.goto('/faq');
  await page.evaluate(
    ({ access, refresh, user }) => {
      localStorage.setItem('apopunkt.access', access);
      localStorage.setItem('apopunkt.refresh', refresh);
      localStorage.setItem('apopunkt.user', user);
    },
    { ...tokens, user: await me.text() },
  );

  // A page the app draws itself (Home may come drawn by the server, and the app start later).
  const tokensOfTheApp = watchTokens(page);
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Dein Konto', level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectNoReadableToken(page, tokensOfTheApp, [tokens.access, tokens.refresh]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dein Konto', level: 1 })).toBeVisible({ timeout: 20_000 });
});
