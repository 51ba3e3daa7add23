import { expect, test } from '../support/test';

test('an unknown address answers 404 with the app’s 404 page; an app page answers 200', async ({ page }) => {
  const unknown = await page.goto('/gibt-es-nicht/wirklich');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page).toHaveTitle(/Seite nicht gefunden/);

  for (const path of ['/faq', '/certificates/verify/FALSCH12345']) {
    const known = await page.goto(path);
    expect(known?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seite nicht gefunden' })).toHaveCount(0);
  }
});

test('robots.txt is a real one: plain text, public pages allowed, the rest not', async ({ request }) => {
  const res = await request.get('/robots.txt');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await res.text()).split('\n').map((line) => line.trim());
  expect(lines).toContain('User-agent: *');
  for (const path of ['/sign-in', '/sign-up', '/faq', '/impressum', '/datenschutz']) {
    expect(lines).toContain(`Allow: ${path}`);
  }
  expect(lines).toContain('Disallow: /');
  expect(lines.some((line) => /^Allow: \/(business|api|account)/.test(line))).toBe(false);
});
