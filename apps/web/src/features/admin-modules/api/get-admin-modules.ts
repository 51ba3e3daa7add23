import { adminModulePageSchema } from '@apopunkt/domain/schemas/admin-modules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

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

/** GET /v1/admin/modules with the overview's filters (staff). */
export function adminModulesQuery({ page, ...filters }: AdminModulesParams) {
  return queryOptions({
    queryKey: ['admin', 'modules', 'list', { page, ...filters }],
    queryFn: ({ signal }) =>
      api.get('/v1/admin/modules', {
        query: { ...filters, limit: ADMIN_MODULES_PAGE_SIZE, offset: (page - 1) * ADMIN_MODULES_PAGE_SIZE },
        schema: adminModulePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminModules(params: AdminModulesParams) {
  return useQuery(adminModulesQuery(params));
}
