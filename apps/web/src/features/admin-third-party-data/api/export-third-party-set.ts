import { thirdPartyDataAdminEndpoints } from '@apopunkt/domain/endpoints/admin-third-party-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchEndpointFile, saveBlob } from '../../../lib/download';
import { invalidateEndpoints } from '../../../lib/query-key';

/** Downloads the set's consents as CSV; the export log (the set) and the sets refresh. */
export function useExportThirdPartySet(uuid: string, fileName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      saveBlob(await fetchEndpointFile(thirdPartyDataAdminEndpoints.export, { params: { uuid } }), fileName),
    onSettled: () =>
      invalidateEndpoints(queryClient, thirdPartyDataAdminEndpoints.list, thirdPartyDataAdminEndpoints.detail),
  });
}
