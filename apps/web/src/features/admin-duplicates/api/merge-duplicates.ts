import { duplicatesAdminEndpoints } from '@apopunkt/domain/endpoints/duplicates';
import type { MergeDuplicatesBody } from '@apopunkt/domain/schemas/duplicates';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { useInvalidateDuplicates } from './invalidate-duplicates';

/** Everything of the source account moves to the target. */
export function mergeDuplicates(body: MergeDuplicatesBody) {
  return call(duplicatesAdminEndpoints.merge, { body });
}

export function useMergeDuplicates() {
  return useMutation({ mutationFn: mergeDuplicates, onSettled: useInvalidateDuplicates() });
}
