import { otpCodeParamsSchema, otpSetupSchema, passwordConfirmationSchema, sessionTokensSchema } from '../schemas/auth';
import { defineEndpoint } from './define-endpoint';

/** Two-factor authentication with an authenticator app, under /2fa/otp as spec §7 and DESIGN §3 name it. */
export const twoFactorEndpoints = {
  /** The second sign-in step, with the OTP-pending access token: verified tokens. */
  login: defineEndpoint({
    method: 'POST',
    path: '/2fa/otp/login/:code',
    tag: 'auth',
    access: 'otp-pending',
    params: otpCodeParamsSchema,
    answer: { 200: sessionTokensSchema },
  }),
  /** A new secret with its otpauth URL and QR code (a data: URL) each time. */
  setup: defineEndpoint({
    method: 'GET',
    path: '/2fa/otp/setup',
    tag: 'auth',
    answer: { 200: otpSetupSchema },
  }),
  /**
   * Turns two-factor on with a first code from the secret of the setup and answers fresh tokens;
   * no payload (spec §7).
   */
  enable: defineEndpoint({
    method: 'POST',
    path: '/2fa/otp/verify/:code',
    tag: 'auth',
    params: otpCodeParamsSchema,
    answer: { 200: sessionTokensSchema },
  }),
  /** Turns two-factor off (the password confirms it); 204. */
  disable: defineEndpoint({
    method: 'DELETE',
    path: '/2fa/otp',
    tag: 'auth',
    body: passwordConfirmationSchema,
  }),
};
