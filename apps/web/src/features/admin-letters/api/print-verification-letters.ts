import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchApiFile, saveBlob } from '../../../lib/download';

/**
 * POST /v1/admin/verification-letters/print: without ids every pending letter, with ids exactly
 * those (a printed one gets a new code). The PDF is saved; the letters count as printed.
 */
export async function printVerificationLetters(ids?: number[]): Promise<void> {
  const blob = await fetchApiFile('POST', '/v1/admin/verification-letters/print', ids ? { ids } : {});
  saveBlob(blob, `verifizierungsbriefe-${new Date().toISOString().slice(0, 10)}.pdf`);
}

export function usePrintVerificationLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: printVerificationLetters,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'verification-letters'] }),
  });
}
