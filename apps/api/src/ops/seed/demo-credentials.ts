/** Password of every demo account (README, start-up banner). */
export const DEMO_PASSWORD = 'apopunkt-demo';
/** Base32 TOTP secret of otp@demo.apopunkt.de; `npm run otp:demo` prints its current code. */
export const DEMO_OTP_SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKRSXG5CT';
