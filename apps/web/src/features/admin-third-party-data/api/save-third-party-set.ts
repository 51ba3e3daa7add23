import { thirdPartyDataAdminEndpoints } from '@apopunkt/domain/endpoints/admin-third-party-data';
import type { ThirdPartySetBody } from '@apopunkt/domain/schemas/third-party-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

/** Creates a set (no uuid yet) or saves the form's values over an existing one. */
export function saveThirdPartySet(input: { uuid: string | null; body: ThirdPartySetBody }) {
  return input.uuid === null
    ? call(thirdPartyDataAdminEndpoints.create, { body: input.body })
    : call(thirdPartyDataAdminEndpoints.update, { params: { uuid: input.uuid }, body: input.body });
}

/** After a save the sets, the set and the modules' choice of set (partner and title show there) refresh. */
export function useSaveThirdPartySet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveThirdPartySet,
    onSettled: () =>
      invalidateEndpoints(
        queryClient,
        thirdPartyDataAdminEndpoints.list,
        thirdPartyDataAdminEndpoints.detail,
        thirdPartyDataAdminEndpoints.moduleSet,
      ),
  });
}
