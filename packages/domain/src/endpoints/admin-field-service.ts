import {
  fieldServicePharmaciesBodySchema,
  fieldServicePharmaciesSchema,
  fieldServiceUsersSchema,
} from '../schemas/business';
import { idParamSchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

/** Staff assign pharmacies to a field-service employee in the user administration (staff by the path). */
export const fieldServiceAdminEndpoints = {
  /** The field-service users (CFR feature), whose training pages staff may view. */
  users: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/field-service-users',
    tag: 'admin',
    answer: { 200: fieldServiceUsersSchema },
  }),
  /** The pharmacies assigned to the user. */
  pharmacies: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/users/:id/field-service-pharmacies',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: fieldServicePharmaciesSchema },
  }),
  /** Replaces the user's pharmacies; answers the new assignment. */
  setPharmacies: defineEndpoint({
    method: 'PUT',
    path: '/v1/admin/users/:id/field-service-pharmacies',
    tag: 'admin',
    params: idParamSchema,
    body: fieldServicePharmaciesBodySchema,
    answer: { 200: fieldServicePharmaciesSchema },
  }),
};
