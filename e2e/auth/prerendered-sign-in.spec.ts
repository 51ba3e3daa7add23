import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

// /sign-in comes drawn from the server (apps/web/build-plugins/prerender.ts); the app takes the
// same elements over (hydration) and only then are the fields usable.
test('the sign-in page is shown before the app runs and works once the app has taken it over', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(message.text());
  });
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });

  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Anmelden' });
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(form.getByLabel('E-Mail-Adresse')).not.toBeEditable();
  const drawnBeforeApp = await page.evaluate(() => {
    const elements = Array.from(document.querySelectorAll('#root *'));
    for (const element of elements) (element as HTMLElement & { drawnBeforeApp?: true }).drawnBeforeApp = true;
    return elements.length;
  });
  expect(drawnBeforeApp).toBeGreaterThan(50);

  releaseApp();
  await expect(form.getByLabel('E-Mail-Adresse')).toBeEditable();
  // Hydrated: the elements on screen are the ones drawn before the app ran, not a second copy.
  const kept = await page.evaluate(() =>
    Array.from(document.querySelectorAll('#root form *')).every(
      (element) => (element as HTMLElement & { drawnBeforeApp?: true }).drawnBeforeApp,
    ),
  );
  expect(kept).toBe(true);

  await form.getByLabel('E-Mail-Adresse').fill('pta@demo.apopunkt.de');
  await form.getByLabel(/^Passwort/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Hallo Paula!' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('a signed-in visitor of /sign-in gets Home, not the pre-rendered sign-in form', async ({ page }) => {
  await signIn(page, 'pta@demo.apopunkt.de', 'Paula');
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Hallo Paula!' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Anmelden' })).toHaveCount(0);
});
