import { thirdPartyDataAdminEndpoints } from '@apopunkt/domain/endpoints/admin-third-party-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints, queryKeyOf } from '../../../lib/query-key';

/** The data-sharing set attached to the module, if any. */
export function useModuleThirdPartySet(moduleUuid: string) {
  const params = { uuid: moduleUuid };
  return useQuery({
    queryKey: queryKeyOf(thirdPartyDataAdminEndpoints.moduleSet, { params }),
    queryFn: ({ signal }) => call(thirdPartyDataAdminEndpoints.moduleSet, { params, signal }),
  });
}

/** Attaches a set (its uuid) or none (null); the sets' lists and pages show their modules, so they are stale too. */
export function usePutModuleThirdPartySet(moduleUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setUuid: string | null) =>
      call(thirdPartyDataAdminEndpoints.setModuleSet, { params: { uuid: moduleUuid }, body: { setUuid } }),
    onSettled: () =>
      invalidateEndpoints(
        queryClient,
        thirdPartyDataAdminEndpoints.moduleSet,
        thirdPartyDataAdminEndpoints.list,
        thirdPartyDataAdminEndpoints.detail,
      ),
  });
}

/** The sets to choose from (up to 500), kept under the set list's key apart from its pages. */
export function useThirdPartySetOptions() {
  return useQuery({
    queryKey: [...queryKeyOf(thirdPartyDataAdminEndpoints.list), 'options'],
    queryFn: ({ signal }) => call(thirdPartyDataAdminEndpoints.list, { query: { limit: 500 }, signal }),
    select: (page) => page.results.map((s) => ({ value: s.uuid, label: `${s.partner}: ${s.title}` })),
  });
}
