import { z } from 'zod';
import { CAMPAIGN_CODE_MAX_LENGTH, CAMPAIGN_CODE_MIN_LENGTH } from '../constants/rewards';
import { pageSchema, paginationQuerySchema, textSchema } from './common';

/**
 * `POST /v1/campaign-codes/redeem`: the code as typed; trimmed, no emptiness check (spec §5). An
 * empty or unknown code answers 404, an absurdly long one 400; the client shows "ungültig" for both.
 */
export const redeemCampaignCodeBodySchema = z.object({
  code: textSchema().trim().max(200),
});
export type RedeemCampaignCodeBody = z.infer<typeof redeemCampaignCodeBodySchema>;

/** Answer of a redemption (spec §3 "value with optional url"): premium points credited, where to go next. */
export const redeemResultSchema = z.object({
  value: z.number().int(),
  url: textSchema().optional(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** A path inside the portal ('/play/…', not '//host') or an https address. */
export const portalLinkSchema = textSchema()
  .trim()
  .max(500)
  .regex(/^(\/(?!\/)|https:\/\/)\S*$/, 'Bitte gib einen Pfad wie /play/modul oder eine https-Adresse an.');

export const CAMPAIGN_CODE_STATES = ['valid', 'inactive', 'not_yet_valid', 'expired', 'exhausted'] as const;

/** A campaign code as staff see it. `state` is computed at the time of the answer. */
export const adminCampaignCodeSchema = z.object({
  id: z.number().int(),
  code: textSchema(),
  value: z.number().int(),
  url: textSchema().nullable(),
  description: textSchema().nullable(),
  /** Null: no limit in total. */
  maxRedemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  validFrom: textSchema().nullable(),
  validTo: textSchema().nullable(),
  isActive: z.boolean(),
  state: z.enum(CAMPAIGN_CODE_STATES),
  createdAt: textSchema(),
});
export type AdminCampaignCode = z.infer<typeof adminCampaignCodeSchema>;

export const adminCampaignCodePageSchema = pageSchema(adminCampaignCodeSchema);
export const adminCampaignCodeListQuerySchema = paginationQuerySchema;

/**
 * `POST /v1/admin/campaign-codes`. The code is stored in upper case (matching is case-insensitive);
 * letters, digits, '-' and '_'. `validTo` is exclusive.
 */
export const createCampaignCodeBodySchema = z
  .object({
    code: textSchema()
      .trim()
      .min(CAMPAIGN_CODE_MIN_LENGTH)
      .max(CAMPAIGN_CODE_MAX_LENGTH)
      .regex(/^[\p{L}\p{N}_-]+$/u, 'Nur Buchstaben, Ziffern, - und _ sind erlaubt.'),
    value: z.number().int().positive().max(100_000),
    url: portalLinkSchema.optional(),
    description: textSchema().trim().max(500).optional(),
    maxRedemptions: z.number().int().positive().max(10_000_000).optional(),
    validFrom: z.iso.datetime({ offset: true }).optional(),
    validTo: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((b) => !b.validFrom || !b.validTo || new Date(b.validFrom) < new Date(b.validTo), {
    message: 'Das Ende muss nach dem Beginn liegen.',
    path: ['validTo'],
  });
export type CreateCampaignCodeBody = z.infer<typeof createCampaignCodeBodySchema>;

/** `PATCH /v1/admin/campaign-codes/{id}`: deactivate (or reactivate) a code. */
export const patchCampaignCodeBodySchema = z.strictObject({ isActive: z.boolean() });
export type PatchCampaignCodeBody = z.infer<typeof patchCampaignCodeBodySchema>;
