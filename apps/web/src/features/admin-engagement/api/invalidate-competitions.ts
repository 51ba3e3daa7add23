import { competitionsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../../lib/query-key';

/** After a competition changed (saved, winners drawn): its list, detail and analytics are stale. */
export function invalidateCompetitions(queryClient: QueryClient): Promise<void> {
  return invalidateEndpoints(
    queryClient,
    competitionsAdminEndpoints.list,
    competitionsAdminEndpoints.detail,
    competitionsAdminEndpoints.analytics,
  );
}
