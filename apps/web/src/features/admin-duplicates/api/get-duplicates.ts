import { duplicatesAdminEndpoints } from '@apopunkt/domain/endpoints/duplicates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Candidate pairs, highest score first. */
export function getDuplicates(signal?: AbortSignal) {
  return call(duplicatesAdminEndpoints.list, { query: { limit: 100 }, signal });
}

export const duplicatesQuery = () =>
  queryOptions({ queryKey: queryKeyOf(duplicatesAdminEndpoints.list), queryFn: ({ signal }) => getDuplicates(signal) });

export function useDuplicates() {
  return useQuery(duplicatesQuery());
}
