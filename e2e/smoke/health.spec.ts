import { expect, test } from '../support/test';

test('the portal serves the app shell and a healthy API', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
  await page.goto('/');
  await expect(page).toHaveTitle(/ApoPunkt/);
});
