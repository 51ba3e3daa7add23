import { expectNoViolations } from '../support/a11y';
import { signIn, signInViaForm } from '../support/session';
import { expect, test } from '../support/test';

// Several full page loads per test (sign-in, `/`, learner pages): over a minute on a busy 2-core CI.
test.describe.configure({ timeout: 180_000 });

const PREMIUM_OFFER = 'Jetzt kostenlos Premium werden';
/** A product module of the demo manager's manufacturer that pays premium points (type 2). */
const PAID_MODULE = '/play/solsana-sonnenfluid-produktwissen';

test('a manufacturer manager lands on the products dashboard and sees no learner action it cannot take', async ({
  page,
}) => {
  await signInViaForm(page, 'hersteller@demo.apopunkt.de');
  await expect(page).toHaveURL(/\/business\/products$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();

  // Opening `/` leads to the dashboard again, not to the learner's Home.
  await page.goto('/');
  await expect(page).toHaveURL(/\/business\/products$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Produkte' })).toBeVisible();
  await expect(page.getByText(PREMIUM_OFFER)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /zum Gutschein-Shop/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Menü von / }).click();
  await expect(page.getByRole('menuitem', { name: 'Dein Konto' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Premium werden' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Aktionscode einlösen' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // A learner page opened on purpose: the module, without the premium offer.
  await page.goto(PAID_MODULE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/Prämienpunkte sammelst du als Premium-Mitglied/)).toHaveCount(0);
  await expect(page.getByText(PREMIUM_OFFER)).toHaveCount(0);
});

test('field service lands on its training dashboard, also when opening `/`', async ({ page }) => {
  await signInViaForm(page, 'aussendienst@demo.apopunkt.de');
  await expect(page).toHaveURL(/\/business\/training-modules$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Trainings: Module' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/');
  await expect(page).toHaveURL(/\/business\/training-modules$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Trainings: Module' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Hallo Armin!' })).toHaveCount(0);
  await expect(page.getByText(PREMIUM_OFFER)).toHaveCount(0);
  await expectNoViolations(page);
});

test('a member who is not premium still gets the premium offer on a paid module', async ({ page }) => {
  await signIn(page, 'neu@demo.apopunkt.de', 'Noah');
  await page.goto(PAID_MODULE);
  await expect(page.getByText(PREMIUM_OFFER).first()).toBeVisible({ timeout: 20_000 });
});
