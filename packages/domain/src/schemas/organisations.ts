import { z } from 'zod';
import { pageSchema, paginationQuerySchema } from './common';
import { organisationSchema } from './users';

/**
 * `GET /v1/organisations`: `search` matches word starts in name and city and the start of the
 * postcode, case-insensitively; under 2 characters it is ignored (first page).
 */
export const organisationListQuerySchema = paginationQuerySchema.extend({
  search: z.string().max(100).optional(),
});
export type OrganisationListQuery = z.input<typeof organisationListQuerySchema>;

export const organisationPageSchema = pageSchema(organisationSchema);
export type OrganisationPage = z.infer<typeof organisationPageSchema>;

const required = 'Bitte fülle dieses Feld aus.';

/** `POST /v1/organisation-creation-requests`: a workplace that is not in our list yet. */
export const organisationCreationRequestBodySchema = z.object({
  name: z.string().trim().min(2, required).max(200, 'Bitte gib höchstens 200 Zeichen ein.'),
  street: z.string().trim().min(2, required).max(200, 'Bitte gib höchstens 200 Zeichen ein.'),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'Bitte gib eine fünfstellige Postleitzahl ein.'),
  city: z.string().trim().min(2, required).max(100, 'Bitte gib höchstens 100 Zeichen ein.'),
});
export type OrganisationCreationRequestBody = z.input<typeof organisationCreationRequestBodySchema>;

export const organisationCreationRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  /** 'pending' until staff decide. */
  status: z.string(),
  createdAt: z.string(),
});
export type OrganisationCreationRequest = z.infer<typeof organisationCreationRequestSchema>;
