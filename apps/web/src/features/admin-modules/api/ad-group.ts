import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Ad group 1: "Empfehlungen der Redaktion" on Discover. */
export const EDITORS_PICKS_GROUP = 1;

const adGroupKey = (id: number) => queryKeyOf(modulesAdminEndpoints.adGroup, { params: { id } });

/** The chosen modules in order, hidden ones included. */
export function adGroupQuery(id: number) {
  return queryOptions({
    queryKey: adGroupKey(id),
    queryFn: ({ signal }) => call(modulesAdminEndpoints.adGroup, { params: { id }, signal }),
  });
}

export function useAdGroup(id: number) {
  return useQuery(adGroupQuery(id));
}

/** Replaces the choice and its order; the answer replaces the cache. */
export function useSaveAdGroup(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (moduleUuids: string[]) =>
      call(modulesAdminEndpoints.saveAdGroup, { params: { id }, body: { moduleUuids } }),
    onSuccess: (group) => client.setQueryData(adGroupKey(id), group),
  });
}
