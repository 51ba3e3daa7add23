import { auditLogAdminEndpoints } from '@apopunkt/domain/endpoints/audit-log';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

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

/** Staff changes (superusers), newest first, filtered. */
export function getAuditLog(filter: AuditLogFilter, signal?: AbortSignal) {
  return call(auditLogAdminEndpoints.list, { query: { ...filter, limit: AUDIT_PAGE_SIZE }, signal });
}

export const auditLogQuery = (filter: AuditLogFilter) =>
  queryOptions({
    queryKey: queryKeyOf(auditLogAdminEndpoints.list, { query: filter }),
    queryFn: ({ signal }) => getAuditLog(filter, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filter: AuditLogFilter) {
  return useQuery(auditLogQuery(filter));
}
