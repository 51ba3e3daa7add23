import { verificationLettersAdminEndpoints } from '@apopunkt/domain/endpoints/admin-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchEndpointFile, saveBlob } from '../../../lib/download';
import { invalidateEndpoints } from '../../../lib/query-key';

/**
 * A print run: without ids every pending letter, with ids exactly those (a printed one gets a new
 * code). The PDF is saved; the letters count as printed.
 */
export async function printVerificationLetters(ids?: number[]): Promise<void> {
  const blob = await fetchEndpointFile(verificationLettersAdminEndpoints.print, { body: ids ? { ids } : {} });
  saveBlob(blob, `verifizierungsbriefe-${new Date().toISOString().slice(0, 10)}.pdf`);
}

export function usePrintVerificationLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printVerificationLetters,
    onSettled: () => invalidateEndpoints(queryClient, verificationLettersAdminEndpoints.list),
  });
}
