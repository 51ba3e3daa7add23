import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApiFile, saveBlob } from '../../../lib/download';

/** POST /v1/admin/third-party-data/{uuid}/exports: downloads the CSV; the export log refreshes. */
export function useExportThirdPartySet(uuid: string, fileName: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      saveBlob(await fetchApiFile('POST', `/v1/admin/third-party-data/${uuid}/exports`), fileName),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'third-party-data'] }),
  });
}
