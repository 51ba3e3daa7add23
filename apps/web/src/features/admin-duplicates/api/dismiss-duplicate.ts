import { duplicatesAdminEndpoints } from '@apopunkt/domain/endpoints/duplicates';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useInvalidateDuplicates } from './invalidate-duplicates';

/** The two accounts belong to two people. */
export function dismissDuplicate(userIds: [number, number]) {
  return call(duplicatesAdminEndpoints.dismiss, { body: { userIds } });
}

export function useDismissDuplicate() {
  return useMutation({ mutationFn: dismissDuplicate, onSettled: useInvalidateDuplicates() });
}
