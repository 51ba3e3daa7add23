import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateDuplicates } from './invalidate-duplicates';

/** POST /v1/admin/duplicates/deactivation: switch one account off. */
export function deactivateDuplicate(userId: number) {
  return api.post('/v1/admin/duplicates/deactivation', { userId });
}

export function useDeactivateDuplicate() {
  return useMutation({ mutationFn: deactivateDuplicate, onSettled: useInvalidateDuplicates() });
}
