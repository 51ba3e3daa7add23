import { z } from 'zod';
import { MEMBER_CONSENT_KINDS } from '../constants/member-consents';
import { textSchema } from './common';

export const MEMBER_CONSENT_MESSAGES = {
  unknownKind: 'Diese Einwilligung gibt es nicht.',
  grantedRequired: 'Bitte gib an, ob du einwilligst (granted: true oder false).',
} as const;

export const memberConsentKindSchema = z.enum(MEMBER_CONSENT_KINDS, { error: MEMBER_CONSENT_MESSAGES.unknownKind });
export const memberConsentParamsSchema = z.object({ kind: memberConsentKindSchema });
export const memberConsentBodySchema = z.strictObject({
  granted: z.boolean({ error: MEMBER_CONSENT_MESSAGES.grantedRequired }),
});
export type MemberConsentBody = z.infer<typeof memberConsentBodySchema>;

/**
 * One kind with its current text and the member's decision: `granted` true or false once the
 * member decided on the current text version, null while undecided (never asked, or asked on an
 * older version of the text). `decidedAt`/`decidedVersion` belong to the latest decision.
 */
export const memberConsentSchema = z.object({
  kind: memberConsentKindSchema,
  title: textSchema(),
  text: textSchema(),
  version: z.number().int(),
  granted: z.boolean().nullable(),
  decidedAt: textSchema().nullable(),
  decidedVersion: z.number().int().nullable(),
});
export type MemberConsent = z.infer<typeof memberConsentSchema>;
export const memberConsentsSchema = z.object({ results: z.array(memberConsentSchema) });
export type MemberConsents = z.infer<typeof memberConsentsSchema>;
