import { authenticator } from 'otplib';

/** RFC 6238 defaults that every authenticator app uses: SHA-1, 6 digits, 30-second steps. */
export const TOTP_STEP_SECONDS = 30;

/** A new base32 secret (160 bits, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

/** The otpauth:// URL an authenticator app scans. */
export function totpKeyUri(account: string, issuer: string, secret: string): string {
  return authenticator.keyuri(account, issuer, secret);
}

/**
 * The time step a code belongs to, if it is valid within ±1 step of `now` (clock drift), else
 * null. Callers store the step so that each code is accepted once (RFC 6238 §5.2).
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const epoch = now.getTime();
  try {
    const delta = authenticator.clone({ epoch, window: 1 }).checkDelta(code, secret);
    return delta === null ? null : Math.floor(epoch / 1000 / TOTP_STEP_SECONDS) + delta;
  } catch {
    return null;
  }
}

/** The code for `now`; tests and `npm run otp:demo` use it. */
export function totpCode(secret: string, now: Date): string {
  return authenticator.clone({ epoch: now.getTime() }).generate(secret);
}
