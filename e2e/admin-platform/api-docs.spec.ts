import { signInViaForm } from '../support/session';
import { expect, test } from '../support/test';

test('staff open the API docs from the admin-backend link; the document itself needs a staff token', async ({
  page,
  request,
}) => {
  // Swagger UI draws the whole document, which takes a while on a busy machine.
  test.setTimeout(120_000);
  // The e2e server runs in production mode, so API_DOCS defaults to staff.
  expect((await request.get('/api/docs/json')).status()).toBe(401);
  await signInViaForm(page, 'admin@demo.apopunkt.de', undefined, '/business/admin/dashboard');
  const opened = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Admin-Backend/ }).click();
  const docs = await opened;
  // The docs page asks this tab for the token (api-docs-token-bridge.ts) and loads the document.
  await expect(docs.getByRole('heading', { name: /ApoPunkt API/ })).toBeVisible({ timeout: 60_000 });
  await expect(docs.locator('[data-path="/api/v1/sessions"]').first()).toBeVisible();
});
