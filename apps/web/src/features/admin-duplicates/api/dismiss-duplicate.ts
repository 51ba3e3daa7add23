import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateDuplicates } from './invalidate-duplicates';

/** POST /v1/admin/duplicates/dismissal: the two accounts belong to two people. */
export function dismissDuplicate(userIds: [number, number]) {
  return api.post('/v1/admin/duplicates/dismissal', { userIds });
}

export function useDismissDuplicate() {
  return useMutation({ mutationFn: dismissDuplicate, onSettled: useInvalidateDuplicates() });
}
