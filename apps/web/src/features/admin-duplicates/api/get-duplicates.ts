import { duplicateCandidatePageSchema } from '@apopunkt/domain/schemas/duplicates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/duplicates: candidate pairs, highest score first. */
export function getDuplicates(signal?: AbortSignal) {
  return api.get('/v1/admin/duplicates', { schema: duplicateCandidatePageSchema, query: { limit: 100 }, signal });
}

export const duplicatesQuery = () =>
  queryOptions({ queryKey: ['admin', 'duplicates'], queryFn: ({ signal }) => getDuplicates(signal) });

export function useDuplicates() {
  return useQuery(duplicatesQuery());
}
