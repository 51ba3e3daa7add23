import { auditLogPageSchema } from '@apopunkt/domain/schemas/audit-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AuditLogFilter {
  action?: string;
  entity_type?: string;
  entity_id?: string;
  actor_id?: string;
  from?: string;
  to?: string;
  offset: number;
}

export const AUDIT_PAGE_SIZE = 50;

/** GET /v1/admin/audit-log (superusers): staff changes, newest first, filtered. */
export function getAuditLog(filter: AuditLogFilter, signal?: AbortSignal) {
  return api.get('/v1/admin/audit-log', {
    schema: auditLogPageSchema,
    query: { ...filter, limit: AUDIT_PAGE_SIZE },
    signal,
  });
}

export const auditLogQuery = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', filter],
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(auditLogQuery(filter));
}
