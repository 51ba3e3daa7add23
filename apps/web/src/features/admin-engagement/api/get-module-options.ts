import { competitionsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Module choices for competitions and weekly challenges. */
export function useModuleOptions() {
  return useQuery({
    queryKey: queryKeyOf(competitionsAdminEndpoints.moduleOptions),
    queryFn: ({ signal }) => call(competitionsAdminEndpoints.moduleOptions, { signal }),
    staleTime: 60_000,
  });
}
