import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export const ADMIN_MODULES_PAGE_SIZE = 25;

export interface AdminModulesParams {
  type?: string;
  manufacturer?: string;
  product?: string;
  visibility?: string;
  exhausted?: string;
  search?: string;
  page: number;
}

/** The overview with its filters (staff). */
export function adminModulesQuery({ page, ...filters }: AdminModulesParams) {
  const query = { ...filters, limit: ADMIN_MODULES_PAGE_SIZE, offset: (page - 1) * ADMIN_MODULES_PAGE_SIZE };
  return queryOptions({
    queryKey: queryKeyOf(modulesAdminEndpoints.list, { query }),
    queryFn: ({ signal }) => call(modulesAdminEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminModules(params: AdminModulesParams) {
  return useQuery(adminModulesQuery(params));
}
