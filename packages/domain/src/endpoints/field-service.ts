import {
  trainingEmployeesQuerySchema,
  trainingEmployeesSchema,
  trainingModulesSchema,
  trainingViewQuerySchema,
} from '../schemas/business';
import { defineEndpoint } from './define-endpoint';

/** The field service's training overview of its assigned pharmacies (feature CFR, spec §6). */
const cfrFeature = { subscription: 'FEATURE_DASHBOARD_CFR' } as const;

/** The field service in the business area (the staff's assignment of pharmacies: admin-field-service.ts). */
export const fieldServiceEndpoints = {
  /** The modules per assigned pharmacy (staff: of the field-service user `user_id`). */
  trainingModules: defineEndpoint({
    method: 'GET',
    path: '/v1/business/training/modules',
    tag: 'business',
    access: cfrFeature,
    query: trainingViewQuerySchema,
    answer: { 200: trainingModulesSchema },
  }),
  /** A page of the employees of the assigned pharmacies (staff: of the field-service user `user_id`). */
  trainingEmployees: defineEndpoint({
    method: 'GET',
    path: '/v1/business/training/employees',
    tag: 'business',
    access: cfrFeature,
    query: trainingEmployeesQuerySchema,
    answer: { 200: trainingEmployeesSchema },
  }),
};
