import { adminDashboardEndpoints } from '@apopunkt/domain/endpoints/admin-dashboard';
import { auditLogAdminEndpoints } from '@apopunkt/domain/endpoints/audit-log';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints, queryKeyOf } from '../../../lib/query-key';

/** Mails whose delivery failed on every try, newest first. */
export function getFailedMails(signal?: AbortSignal) {
  return call(adminDashboardEndpoints.failedMails, { query: { limit: 50 }, signal });
}

export const failedMailsQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(adminDashboardEndpoints.failedMails),
    queryFn: ({ signal }) => getFailedMails(signal),
  });

export function useFailedMails(enabled: boolean) {
  return useQuery({ ...failedMailsQuery(), enabled });
}

/** "Send again" with a fresh set of retries. */
export function sendMailAgain(id: number) {
  return call(adminDashboardEndpoints.sendMailAgain, { params: { id } });
}

/** Afterwards the list, the dashboard's queue count and the audit log change. */
export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMailAgain,
    onSettled: () =>
      invalidateEndpoints(
        queryClient,
        adminDashboardEndpoints.failedMails,
        adminDashboardEndpoints.dashboard,
        auditLogAdminEndpoints.list,
      ),
  });
}
