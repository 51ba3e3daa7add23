import { z } from 'zod';
import { BENEFIT_DECISION_STATUSES, BENEFIT_REQUEST_FILTERS, BENEFIT_REQUEST_STATUSES } from '../constants/rewards';
import { portalLinkSchema } from './campaign-codes';
import { pageSchema, paginationQuerySchema, textSchema } from './common';

export const benefitRequestStatusSchema = z.enum(BENEFIT_REQUEST_STATUSES);

/** A request as its user sees it; `note` is staff's answer. */
export const benefitRequestSchema = z.object({
  id: z.number().int(),
  benefit: z.object({ id: z.number().int(), title: textSchema() }),
  status: benefitRequestStatusSchema,
  message: textSchema().nullable(),
  note: textSchema().nullable(),
  createdAt: textSchema(),
  updatedAt: textSchema(),
  decidedAt: textSchema().nullable(),
});
export type BenefitRequest = z.infer<typeof benefitRequestSchema>;
export const benefitRequestPageSchema = pageSchema(benefitRequestSchema);

/** A benefit with the user's latest request; `canRequest` is false while one is pending. */
export const benefitSchema = z.object({
  id: z.number().int(),
  title: textSchema(),
  description: textSchema(),
  image: textSchema().nullable(),
  latestRequest: benefitRequestSchema.omit({ benefit: true }).nullable(),
  canRequest: z.boolean(),
});
export type Benefit = z.infer<typeof benefitSchema>;
export const benefitPageSchema = pageSchema(benefitSchema);

/** `POST /v1/benefits/{id}/requests`. */
export const createBenefitRequestBodySchema = z.object({
  message: textSchema().trim().max(2000).optional(),
});
export type CreateBenefitRequestBody = z.infer<typeof createBenefitRequestBodySchema>;

/** A request as staff see it: who asked. */
export const adminBenefitRequestSchema = benefitRequestSchema.extend({
  user: z.object({
    id: z.number().int(),
    firstName: textSchema(),
    lastName: textSchema(),
    email: textSchema(),
  }),
});
export type AdminBenefitRequest = z.infer<typeof adminBenefitRequestSchema>;
export const adminBenefitRequestPageSchema = pageSchema(adminBenefitRequestSchema);

/** `GET /v1/admin/benefit-requests?status=open`: oldest first, so nothing waits forever. */
export const adminBenefitRequestListQuerySchema = paginationQuerySchema.extend({
  /** One status, or `pending` (open and approved: the dashboard's queue); all when omitted. */
  status: z.enum(BENEFIT_REQUEST_FILTERS).optional(),
});
export type AdminBenefitRequestListQuery = z.infer<typeof adminBenefitRequestListQuerySchema>;

/** `PATCH /v1/admin/benefit-requests/{id}`: the decision; the user gets a mail with the note. */
export const decideBenefitRequestBodySchema = z.object({
  status: z.enum(BENEFIT_DECISION_STATUSES),
  note: textSchema().trim().max(2000).optional(),
});
export type DecideBenefitRequestBody = z.infer<typeof decideBenefitRequestBodySchema>;

/** A benefit as staff manage it. */
export const adminBenefitSchema = z.object({
  id: z.number().int(),
  title: textSchema(),
  description: textSchema(),
  image: textSchema().nullable(),
  isActive: z.boolean(),
  position: z.number().int(),
  openRequests: z.number().int(),
  createdAt: textSchema(),
});
export type AdminBenefit = z.infer<typeof adminBenefitSchema>;
export const adminBenefitPageSchema = pageSchema(adminBenefitSchema);

/** `POST /v1/admin/benefits`. */
export const createBenefitBodySchema = z.object({
  title: textSchema().trim().min(1).max(200),
  description: textSchema().trim().min(1).max(4000),
  image: portalLinkSchema.optional(),
  isActive: z.boolean().optional(),
  position: z.number().int().min(0).max(10_000).optional(),
});
export type CreateBenefitBody = z.infer<typeof createBenefitBodySchema>;

/** `PATCH /v1/admin/benefits/{id}`. */
export const patchBenefitBodySchema = createBenefitBodySchema.partial().strict();
export type PatchBenefitBody = z.infer<typeof patchBenefitBodySchema>;
