import { signIn } from '../support/session';
import { expect, test } from '../support/test';

test('repeated 503 answers lead to the maintenance page', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.route('**/api/v1/me', (route) => route.fulfill({ status: 503, body: '' }));
  // First gateway failure: the time is stored and the page reloads after 5 s; the reload fails
  // again within 100 s, so the client goes to /maintenance. (On a page the app draws: Home comes
  // drawn by the server and starts the app only with the first interaction.)
  await page.goto('/account');
  // Two app starts and the 5 s wait: on a slow, busy CI machine that took more than 20 s once.
  await expect(page).toHaveURL(/\/maintenance$/, { timeout: 40_000 });
  await expect(page.getByRole('heading', { name: 'Wir sind gleich wieder da' })).toBeVisible();
});
