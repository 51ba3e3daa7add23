import { demoOtpCode, SIGNED_IN_HOME_TIMEOUT_MS, signInViaForm } from '../support/session';
import { expect, test } from '../support/test';

test('the two-factor account signs in with its TOTP code', async ({ page }) => {
  await signInViaForm(page, 'otp@demo.apopunkt.de');
  const otpForm = page.getByRole('form', { name: 'Zwei-Faktor-Code' });
  await expect(otpForm).toBeVisible();
  await otpForm.getByLabel('Bestätigungscode').fill(demoOtpCode());
  await otpForm.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Hallo Olivia!' })).toBeVisible({
    timeout: SIGNED_IN_HOME_TIMEOUT_MS,
  });
});

test('a wrong two-factor code keeps the user on the code step', async ({ page }) => {
  await signInViaForm(page, 'otp@demo.apopunkt.de');
  const otpForm = page.getByRole('form', { name: 'Zwei-Faktor-Code' });
  const wrong = demoOtpCode() === '123456' ? '654321' : '123456';
  await otpForm.getByLabel('Bestätigungscode').fill(wrong);
  await otpForm.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(otpForm).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hallo Olivia!' })).toHaveCount(0);
});

test('sign-in follows the redirect query and sign-out ends the session', async ({ page }) => {
  await signInViaForm(page, 'pta@demo.apopunkt.de', undefined, '/account');
  await expect(page).toHaveURL(/\/account/);
  await page.goto('/sign-out');
  await expect(page).toHaveURL(/\/sign-in|\/$/);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount/);
});

test('a manager with the modules dashboard lands on the business products page', async ({ page }) => {
  await signInViaForm(page, 'hersteller@demo.apopunkt.de');
  await expect(page).toHaveURL(/\/business\/products/);
});
