import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { DEMO_OTP_SECRET, DEMO_PASSWORD } from '../../apps/api/src/ops/seed/demo-credentials';

export { DEMO_PASSWORD };

/** The current TOTP code of the two-factor demo account. */
export function demoOtpCode(): string {
  return authenticator.generate(DEMO_OTP_SECRET);
}

/** Signs in through the sign-in page as a person would. */
export async function signInViaForm(page: Page, email: string, password = DEMO_PASSWORD, redirect?: string) {
  await page.goto(redirect ? `/sign-in?redirect=${encodeURIComponent(redirect)}` : '/sign-in');
  const form = page.getByRole('form', { name: 'Anmelden' });
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel(/^Passwort/).fill(password);
  await form.getByRole('button', { name: 'Anmelden' }).click();
}

/** How long the greeting on Home may take after a sign-in is sent (see signIn). */
export const SIGNED_IN_HOME_TIMEOUT_MS = 20_000;

/**
 * Signs in and waits for the greeting on Home. The wait covers the whole start: the pre-rendered
 * sign-in page starts the app on the first interaction, the app takes the held form over, the
 * server checks the password (argon2) and Home loads its code and data; on a busy two-core CI
 * host that took longer than the default 10 s now and then.
 */
export async function signIn(page: Page, email: string, firstName: string) {
  await signInViaForm(page, email);
  await expect(page.getByRole('heading', { name: `Hallo ${firstName}!` })).toBeVisible({
    timeout: SIGNED_IN_HOME_TIMEOUT_MS,
  });
}

/** A toast (Mantine notification) with the given text. */
export function toast(page: Page, text: string) {
  return page.locator('.mantine-Notification-root').filter({ hasText: text });
}

/** An access token through the API, as the sign-in form would get it. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/api/v1/sessions', { data: { username: email, password } });
  expect(res.ok(), `sign-in of ${email}: ${res.status()}`).toBeTruthy();
  return ((await res.json()) as { access: string }).access;
}
