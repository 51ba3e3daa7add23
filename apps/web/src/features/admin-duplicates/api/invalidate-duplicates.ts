import { useQueryClient } from '@tanstack/react-query';

/** After any decision the candidate list and the dashboard's queue count change. */
export function useInvalidateDuplicates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['admin'] });
}
