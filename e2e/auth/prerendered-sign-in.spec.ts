import { collectPageErrors, holdApp, hydrated } from '../support/app-start';
import { DEMO_PASSWORD, SIGNED_IN_HOME_TIMEOUT_MS, signIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

// /sign-in comes drawn from the server (apps/web/build-plugins/prerender.ts). The app starts with
// the visitor's first interaction (public/start-app.js) and takes the same elements over (hydration),
// keeping what was typed; a form sent before then is sent again by the app.

/** Opens /sign-in with the app held back; answers the page errors, the held app and the form. */
async function openSignInWithAppHeld(page: Page) {
  const pageErrors = collectPageErrors(page);
  const app = await holdApp(page);
  await page.goto('/sign-in');
  return { pageErrors, app, form: page.getByRole('form', { name: 'Anmelden' }) };
}

test('the sign-in page works before the app runs: what is typed and sent is signed in once the app took over', async ({
  page,
}) => {
  const { pageErrors, app, form } = await openSignInWithAppHeld(page);
  await expect(page).toHaveTitle('ApoPunkt | Anmelden');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  // Reading the page runs none of the app (its files are only fetched).
  expect(app.requests.filter((type) => type === 'script')).toEqual([]);

  await form.getByLabel('E-Mail-Adresse').fill('pta@demo.apopunkt.de');
  await form.getByLabel(/^Passwort/).fill(DEMO_PASSWORD);
  await form.getByLabel(/^Passwort/).press('Enter');
  await expect.poll(() => app.requests.includes('script')).toBe(true);
  // The form was held, not sent the browser's way (its fields would be in the address).
  expect(page.url()).toMatch(/\/sign-in$/);

  app.release();
  await expect(page.getByRole('heading', { name: 'Hallo Paula!' })).toBeVisible({ timeout: SIGNED_IN_HOME_TIMEOUT_MS });
  expect(pageErrors).toEqual([]);
});

test('the app starts with the first interaction and takes over the drawn elements with their values', async ({
  page,
}) => {
  const { pageErrors, app, form } = await openSignInWithAppHeld(page);
  const drawnBeforeApp = await page.evaluate(() => {
    const elements = Array.from(document.querySelectorAll('#root *'));
    for (const element of elements) (element as HTMLElement & { drawnBeforeApp?: true }).drawnBeforeApp = true;
    return elements.length;
  });
  expect(drawnBeforeApp).toBeGreaterThan(50);

  await form.getByLabel('E-Mail-Adresse').fill('pta@demo.apopunkt.de');
  app.release();
  await expect.poll(() => hydrated(page, '#root input[name="username"]')).toBe(true);
  // Hydrated: the elements on screen are the ones drawn before the app ran, not a second copy.
  const kept = await page.evaluate(() =>
    Array.from(document.querySelectorAll('#root form *')).every(
      (element) => (element as HTMLElement & { drawnBeforeApp?: true }).drawnBeforeApp,
    ),
  );
  expect(kept).toBe(true);
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('pta@demo.apopunkt.de');

  await form.getByLabel(/^Passwort/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Hallo Paula!' })).toBeVisible({ timeout: SIGNED_IN_HOME_TIMEOUT_MS });
  expect(pageErrors).toEqual([]);
});

test('a signed-in visitor of /sign-in gets Home, not the pre-rendered sign-in form', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hallo Paula!' })).toBeVisible({ timeout: SIGNED_IN_HOME_TIMEOUT_MS });
  await expect(page.getByRole('form', { name: 'Anmelden' })).toHaveCount(0);
});
