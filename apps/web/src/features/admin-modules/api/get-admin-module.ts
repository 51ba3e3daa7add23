import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The cache key of one module in the editor. */
export const adminModuleKey = (uuid: string) => queryKeyOf(modulesAdminEndpoints.detail, { params: { uuid } });

/** Every field and the content document with its solutions. */
export function adminModuleQuery(uuid: string) {
  return queryOptions({
    queryKey: adminModuleKey(uuid),
    queryFn: ({ signal }) => call(modulesAdminEndpoints.detail, { params: { uuid }, signal }),
  });
}

export function useAdminModule(uuid: string) {
  return useQuery(adminModuleQuery(uuid));
}
