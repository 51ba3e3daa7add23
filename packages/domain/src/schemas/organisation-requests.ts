import { z } from 'zod';
import { ORGANISATION_TYPES } from '../constants/organisations';
import { idSchema, pageSchema, paginationQuerySchema, textSchema } from './common';
import { organisationCreationRequestBodySchema, organisationCreationRequestSchema } from './organisations';
import { organisationSchema } from './users';
import { staffUserRefSchema } from './verification';

export const ORGANISATION_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const organisationRequestStatusSchema = z.enum(ORGANISATION_REQUEST_STATUSES);
export type OrganisationRequestStatus = (typeof ORGANISATION_REQUEST_STATUSES)[number];

/** `GET /v1/admin/organisation-creation-requests?status=` (default pending), oldest first. */
export const organisationRequestListQuerySchema = paginationQuerySchema.extend({
  status: organisationRequestStatusSchema.default('pending'),
});
export type OrganisationRequestListQuery = z.input<typeof organisationRequestListQuerySchema>;

/** A creation request as staff see it on 'Organisations-Anfragen'. */
export const adminOrganisationRequestSchema = organisationCreationRequestSchema.extend({
  status: organisationRequestStatusSchema,
  decidedAt: textSchema().nullable(),
  rejectionReason: textSchema().nullable(),
  /** The organisation it became (approved only). */
  organisation: organisationSchema.nullable(),
  user: staffUserRefSchema,
});
export type AdminOrganisationRequest = z.infer<typeof adminOrganisationRequestSchema>;

export const adminOrganisationRequestPageSchema = pageSchema(adminOrganisationRequestSchema);
export type AdminOrganisationRequestPage = z.infer<typeof adminOrganisationRequestPageSchema>;

/**
 * `POST /v1/admin/organisation-creation-requests/{id}/approval`: creates a verified organisation
 * from the request, with any field corrected by staff; or, with `organisationId`, links the
 * request to an organisation that already exists (then no other field may be sent). No body
 * approves the request as the user sent it.
 */
export const organisationRequestApprovalBodySchema = z
  .strictObject({
    ...organisationCreationRequestBodySchema.partial().shape,
    type: z.enum(ORGANISATION_TYPES).optional(),
    organisationId: idSchema.optional(),
  })
  .refine(
    (body) => body.organisationId === undefined || Object.keys(body).length === 1,
    'Entweder eine bestehende Organisation wählen oder die Angaben korrigieren, nicht beides.',
  )
  .nullish();
export type OrganisationRequestApprovalBody = NonNullable<z.input<typeof organisationRequestApprovalBodySchema>>;

/** `POST /v1/admin/organisation-creation-requests/{id}/rejection`: the reason is mailed to the user. */
export const organisationRequestRejectionBodySchema = z.object({
  reason: textSchema({ error: 'Bitte gib einen Grund an.' })
    .trim()
    .min(3, 'Bitte gib einen Grund an.')
    .max(1000, 'Bitte gib höchstens 1000 Zeichen ein.'),
});
export type OrganisationRequestRejectionBody = z.input<typeof organisationRequestRejectionBodySchema>;
