import { adminDashboardEndpoints } from '@apopunkt/domain/endpoints/admin-dashboard';
import { auditLogAdminEndpoints } from '@apopunkt/domain/endpoints/audit-log';
import { duplicatesAdminEndpoints } from '@apopunkt/domain/endpoints/duplicates';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../../lib/query-key';

/** After any decision the candidate list, the dashboard's queue count and the audit log change. */
export function useInvalidateDuplicates() {
  const queryClient = useQueryClient();
  return () =>
    invalidateEndpoints(
      queryClient,
      duplicatesAdminEndpoints.list,
      adminDashboardEndpoints.dashboard,
      auditLogAdminEndpoints.list,
    );
}
