import {
  clientIdSchema,
  emailAvailabilityRequestSchema,
  emailAvailabilitySchema,
  emailVerificationRequestSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  passwordResetTokenParamsSchema,
  registrationSchema,
  sessionTokensSchema,
  signInSchema,
} from '../schemas/auth';
import { defineEndpoint } from './define-endpoint';

/**
 * Sign-in, the steps of registration and the passwords (DESIGN §3, §4). The calls the web's entry
 * makes (refresh, sign-out) are sessionEndpoints; these are called from pages that load zod anyway.
 * Every answer with tokens is `{access, refresh}`, or `{access}` and the refresh cookie for the web.
 */
export const authEndpoints = {
  /** The e-mail address as `username`; with two-factor on, the access token is OTP-pending. */
  signIn: defineEndpoint({
    method: 'POST',
    path: '/v1/sessions',
    tag: 'auth',
    access: 'public',
    body: signInSchema,
    answer: { 200: sessionTokensSchema },
  }),
  /** A signed, short-lived hash the availability check requires (skipped for bots, spec §7). */
  clientId: defineEndpoint({
    method: 'GET',
    path: '/v1/users/client-id',
    tag: 'auth',
    access: 'public',
    answer: { 200: clientIdSchema },
  }),
  /** Whether an address is still free for registration. */
  emailAvailability: defineEndpoint({
    method: 'POST',
    path: '/v1/users/email/availability',
    tag: 'auth',
    access: 'public',
    body: emailAvailabilityRequestSchema,
    answer: { 200: emailAvailabilitySchema },
  }),
  /** Always 202 without a body; a 6-digit code arrives by mail if the address is new. */
  emailVerification: defineEndpoint({
    method: 'POST',
    path: '/v1/users/email/verification',
    tag: 'auth',
    access: 'public',
    body: emailVerificationRequestSchema,
  }),
  /** The registration form; the new account is signed in straight away (201 with tokens). */
  register: defineEndpoint({
    method: 'POST',
    path: '/v1/users',
    tag: 'auth',
    access: 'public',
    body: registrationSchema,
    answer: { 201: sessionTokensSchema },
  }),
  /** "Passwort vergessen": always 202 without a body, whether or not the address has an account. */
  requestPasswordReset: defineEndpoint({
    method: 'POST',
    path: '/v1/password-resets',
    tag: 'auth',
    access: 'public',
    body: passwordResetRequestSchema,
  }),
  /** The new password for the token from the mailed link; 204. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/v1/password-resets/:token',
    tag: 'auth',
    access: 'public',
    params: passwordResetTokenParamsSchema,
    body: passwordResetSchema,
  }),
  /** A new password for the signed-in user: ends every other session, fresh tokens for this one. */
  changePassword: defineEndpoint({
    method: 'PUT',
    path: '/v1/me/password',
    tag: 'auth',
    body: passwordChangeSchema,
    answer: { 200: sessionTokensSchema },
  }),
};
