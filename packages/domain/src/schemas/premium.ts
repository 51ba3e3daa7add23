import { z } from 'zod';
import { VERIFICATION_CODE_LENGTH } from '../constants/premium';
import { isWellFormedCode, normaliseCode } from '../rules/premium';
import { textSchema } from './common';

/**
 * `POST /v1/me/verification-code`: the personal code from the verification letter. Case,
 * spaces and the printed dash do not matter; the answer is the user record (`userSchema`).
 */
export const verificationCodeBodySchema = z.object({
  code: textSchema({ error: 'Bitte gib den Code aus deinem Brief ein.' })
    .max(40, 'Bitte gib den Code aus deinem Brief ein.')
    .transform(normaliseCode)
    .refine(
      (code) => isWellFormedCode(code, VERIFICATION_CODE_LENGTH),
      `Bitte gib den ${VERIFICATION_CODE_LENGTH}-stelligen Code aus deinem Brief ein.`,
    ),
});
export type VerificationCodeBody = z.input<typeof verificationCodeBodySchema>;
