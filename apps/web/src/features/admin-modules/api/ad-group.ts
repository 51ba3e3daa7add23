import { adminAdGroupSchema } from '@apopunkt/domain/schemas/admin-modules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Ad group 1: "Empfehlungen der Redaktion" on Discover. */
export const EDITORS_PICKS_GROUP = 1;

/** GET /v1/admin/ad-groups/{id}: the chosen modules in order, hidden ones included. */
export function adGroupQuery(id: number) {
  return queryOptions({
    queryKey: ['admin', 'ad-groups', id],
    queryFn: ({ signal }) => api.get(`/v1/admin/ad-groups/${id}`, { schema: adminAdGroupSchema, signal }),
  });
}

export function useAdGroup(id: number) {
  return useQuery(adGroupQuery(id));
}

/** PUT /v1/admin/ad-groups/{id}: replaces the choice and its order. */
export function useSaveAdGroup(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (moduleUuids: string[]) =>
      api.put(`/v1/admin/ad-groups/${id}`, { moduleUuids }, { schema: adminAdGroupSchema }),
    onSuccess: (group) => client.setQueryData(['admin', 'ad-groups', id], group),
  });
}
