import { duplicatesAdminEndpoints } from '@apopunkt/domain/endpoints/duplicates';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useInvalidateDuplicates } from './invalidate-duplicates';

/** Switches one account off. */
export function deactivateDuplicate(userId: number) {
  return call(duplicatesAdminEndpoints.deactivate, { body: { userId } });
}

export function useDeactivateDuplicate() {
  return useMutation({ mutationFn: deactivateDuplicate, onSettled: useInvalidateDuplicates() });
}
