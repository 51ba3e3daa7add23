import { type MergeDuplicatesBody, mergeResultSchema } from '@apopunkt/domain/schemas/duplicates';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateDuplicates } from './invalidate-duplicates';

/** POST /v1/admin/duplicates/merge: everything of the source account moves to the target. */
export function mergeDuplicates(body: MergeDuplicatesBody) {
  return api.post('/v1/admin/duplicates/merge', body, { schema: mergeResultSchema });
}

export function useMergeDuplicates() {
  return useMutation({ mutationFn: mergeDuplicates, onSettled: useInvalidateDuplicates() });
}
