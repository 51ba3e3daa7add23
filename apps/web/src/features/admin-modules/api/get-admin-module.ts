import { adminModuleSchema } from '@apopunkt/domain/schemas/admin-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/modules/{uuid}: every field and the content document with its solutions. */
export function adminModuleQuery(uuid: string) {
  return queryOptions({
    queryKey: ['admin', 'modules', 'detail', uuid],
    queryFn: ({ signal }) => api.get(`/v1/admin/modules/${uuid}`, { schema: adminModuleSchema, signal }),
  });
}

export function useAdminModule(uuid: string) {
  return useQuery(adminModuleQuery(uuid));
}
