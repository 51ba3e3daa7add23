import {
  organisationCreationRequestBodySchema,
  organisationCreationRequestSchema,
  organisationListQuerySchema,
  organisationPageSchema,
} from '../schemas/organisations';
import { defineEndpoint } from './define-endpoint';

/** The organisation picker (public, for the registration form) and requests for missing ones. */
export const organisationsEndpoints = {
  /** Organisations by name or place. */
  search: defineEndpoint({
    method: 'GET',
    path: '/v1/organisations',
    tag: 'organisations',
    access: 'public',
    query: organisationListQuerySchema,
    answer: { 200: organisationPageSchema },
  }),
  /** A missing pharmacy, which becomes the user's pending workplace. */
  request: defineEndpoint({
    method: 'POST',
    path: '/v1/organisation-creation-requests',
    tag: 'organisations',
    body: organisationCreationRequestBodySchema,
    answer: { 201: organisationCreationRequestSchema },
  }),
};
