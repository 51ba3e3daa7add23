import {
  accountDeletionScheduleSchema,
  accountDeletionSchema,
  dataExportSchema,
  deviceSessionParamsSchema,
  deviceSessionsSchema,
  emailChangeConfirmationSchema,
  emailChangeRequestSchema,
} from '../schemas/my-data';
import { userSchema } from '../schemas/users';
import { defineEndpoint } from './define-endpoint';

/** "Meine Daten" (issue 37 §1, DSGVO Art. 15–20): export, change of e-mail address, devices. */
export const myDataEndpoints = {
  /** Everything held about the caller, as one JSON document (a download: Content-Disposition attachment). */
  dataExport: defineEndpoint({
    method: 'GET',
    path: '/v1/me/data-export',
    tag: 'account',
    answer: { 200: dataExportSchema },
  }),
  /**
   * Starts a change of the e-mail address: checks the current password and mails a 6-digit code
   * to the new address; always 202 without a body (whether the new address is free is not told).
   */
  requestEmailChange: defineEndpoint({
    method: 'POST',
    path: '/v1/me/email-change',
    tag: 'account',
    body: emailChangeRequestSchema,
  }),
  /** The code from that mail: the address changes, the old one gets a notice; answers the updated user. */
  confirmEmailChange: defineEndpoint({
    method: 'POST',
    path: '/v1/me/email-change/confirmation',
    tag: 'account',
    body: emailChangeConfirmationSchema,
    answer: { 200: userSchema },
  }),
  /** The member's signed-in devices (live sessions), the current one marked. */
  sessions: defineEndpoint({
    method: 'GET',
    path: '/v1/me/sessions',
    tag: 'account',
    answer: { 200: deviceSessionsSchema },
  }),
  /** Signs one device out at once (its refresh and access tokens stop working); 204. */
  endSession: defineEndpoint({
    method: 'DELETE',
    path: '/v1/me/sessions/:id',
    tag: 'account',
    params: deviceSessionParamsSchema,
  }),
  /** Signs every other device out at once; this one stays signed in; 204. */
  endOtherSessions: defineEndpoint({
    method: 'DELETE',
    path: '/v1/me/sessions',
    tag: 'account',
  }),
  /**
   * "Konto löschen" (issue 37 §2): checks the password (or the authenticator code with two-factor
   * on), ends every session of the member at once and marks the account for erasure after the
   * grace period (ACCOUNT_DELETION_GRACE_DAYS); signing in before then cancels it.
   */
  deleteAccount: defineEndpoint({
    method: 'DELETE',
    path: '/v1/me',
    tag: 'account',
    body: accountDeletionSchema,
    answer: { 200: accountDeletionScheduleSchema },
  }),
};
