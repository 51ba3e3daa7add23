import { competitionsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Participation figures of one competition. */
export function useCompetitionAnalytics(id: number) {
  return useQuery({
    queryKey: queryKeyOf(competitionsAdminEndpoints.analytics, { params: { id } }),
    queryFn: ({ signal }) => call(competitionsAdminEndpoints.analytics, { params: { id }, signal }),
  });
}
