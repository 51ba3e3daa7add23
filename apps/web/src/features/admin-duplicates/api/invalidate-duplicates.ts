import { adminDashboardEndpoints } from '@apopunkt/domain/endpoints/admin-dashboard';
import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import { auditLogAdminEndpoints } from '@apopunkt/domain/endpoints/audit-log';
import { duplicatesAdminEndpoints } from '@apopunkt/domain/endpoints/duplicates';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../../lib/query-key';

/**
 * After any decision the candidate list, the dashboard's queue count, the audit log and the staff's
 * user list and records change (a deactivated or merged account).
 */
export function useInvalidateDuplicates() {
  const queryClient = useQueryClient();
  return () =>
    invalidateEndpoints(
      queryClient,
      duplicatesAdminEndpoints.list,
      adminDashboardEndpoints.dashboard,
      auditLogAdminEndpoints.list,
      adminUsersEndpoints.list,
      adminUsersEndpoints.detail,
    );
}
