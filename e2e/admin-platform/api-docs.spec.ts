import { signInViaForm } from '../support/session';
import { expect, test } from '../support/test';

test('staff get no "Admin-Backend" link to the API docs; the docs open in another tab with a staff token', async ({
  page,
  request,
}) => {
  // Swagger UI draws the whole document, which takes a while on a busy machine.
  test.setTimeout(120_000);
  // The e2e server runs in production mode, so API_DOCS defaults to staff.
  expect((await request.get('/api/docs/json')).status()).toBe(401);
  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/dashboard');
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible({ timeout: 30_000 });
  // The English developer page is no staff tool (issue 36): without ADMIN_BACKEND_URL there is no link.
  await expect(page.getByRole('link', { name: /Admin-Backend/ })).toHaveCount(0);
  const docs = await page.context().newPage();
  await docs.goto('/api/docs');
  // The docs page asks the staff member's open tab for the token (api-docs-token-bridge.ts) and loads the document.
  await expect(docs.getByRole('heading', { name: /ApoPunkt API/ })).toBeVisible({ timeout: 60_000 });
  await expect(docs.locator('[data-path="/api/v1/sessions"]').first()).toBeVisible();
});
