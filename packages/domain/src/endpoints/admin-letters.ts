import {
  letterPrintBodySchema,
  verificationLetterListQuerySchema,
  verificationLetterPageSchema,
} from '../schemas/verification';
import { defineEndpoint } from './define-endpoint';

/** Verification letters for staff (staff by the path): the letter queue and its print runs. */
export const verificationLettersAdminEndpoints = {
  /** Letters by status, oldest request first. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/verification-letters',
    tag: 'admin',
    query: verificationLetterListQuerySchema,
    answer: { 200: verificationLetterPageSchema },
  }),
  /**
   * A print run as one PDF (a download): without ids every pending letter, with ids exactly those
   * (a printed one gets a new code); the letters count as printed.
   */
  print: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/verification-letters/print',
    tag: 'admin',
    body: letterPrintBodySchema,
  }),
};
