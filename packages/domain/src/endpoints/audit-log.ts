import { auditLogPageSchema, auditLogQuerySchema } from '../schemas/audit-log';
import { defineEndpoint } from './define-endpoint';

/** The audit log: every staff change, for superusers, filterable. */
export const auditLogAdminEndpoints = {
  /** Staff changes, newest first, filtered. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/audit-log',
    tag: 'admin',
    access: 'superuser',
    query: auditLogQuerySchema,
    answer: { 200: auditLogPageSchema },
  }),
};
