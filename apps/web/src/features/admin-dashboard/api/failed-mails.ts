import { failedMailPageSchema } from '@apopunkt/domain/schemas/admin-mails';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/mails/failed: mails whose delivery failed on every try, newest first. */
export function getFailedMails(signal?: AbortSignal) {
  return api.get('/v1/admin/mails/failed?limit=50', { schema: failedMailPageSchema, signal });
}

export const failedMailsQuery = () =>
  queryOptions({ queryKey: ['admin', 'mails', 'failed'], queryFn: ({ signal }) => getFailedMails(signal) });

export function useFailedMails(enabled: boolean) {
  return useQuery({ ...failedMailsQuery(), enabled });
}

/** POST /v1/admin/mails/{id}/delivery: "send again" with a fresh set of retries. */
export function sendMailAgain(id: number) {
  return api.post(`/v1/admin/mails/${id}/delivery`, undefined);
}

export function useSendMailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMailAgain,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
