import { z } from 'zod';
import { pageSchema, paginationQuerySchema, textSchema } from './common';
import { organisationSchema } from './users';

/**
 * `GET /v1/organisations`: `search` matches word starts in name and city and the start of the
 * postcode, case-insensitively; under 2 characters it is ignored (first page).
 */
export const organisationListQuerySchema = paginationQuerySchema.extend({
  search: textSchema().max(100).optional(),
});
export type OrganisationListQuery = z.input<typeof organisationListQuerySchema>;

export const organisationPageSchema = pageSchema(organisationSchema);
export type OrganisationPage = z.infer<typeof organisationPageSchema>;

const required = 'Bitte fülle dieses Feld aus.';

/** `POST /v1/organisation-creation-requests`: a workplace that is not in our list yet. */
export const organisationCreationRequestBodySchema = z.object({
  name: textSchema().trim().min(2, required).max(200, 'Bitte gib höchstens 200 Zeichen ein.'),
  street: textSchema().trim().min(2, required).max(200, 'Bitte gib höchstens 200 Zeichen ein.'),
  zip: textSchema()
    .trim()
    .regex(/^\d{5}$/, 'Bitte gib eine fünfstellige Postleitzahl ein.'),
  city: textSchema().trim().min(2, required).max(100, 'Bitte gib höchstens 100 Zeichen ein.'),
});
export type OrganisationCreationRequestBody = z.input<typeof organisationCreationRequestBodySchema>;

export const organisationCreationRequestSchema = z.object({
  id: z.number().int(),
  name: textSchema(),
  street: textSchema(),
  zip: textSchema(),
  city: textSchema(),
  /** 'pending' until staff decide. */
  status: textSchema(),
  createdAt: textSchema(),
});
export type OrganisationCreationRequest = z.infer<typeof organisationCreationRequestSchema>;
