import { browsingEndpoints } from '@apopunkt/domain/endpoints/browsing';
import { moduleRatingEndpoints } from '@apopunkt/domain/endpoints/module-rating';
import { productEndpoints } from '@apopunkt/domain/endpoints/products';
import { transactionsEndpoints } from '@apopunkt/domain/endpoints/transactions';
import { type SubmissionBody, submissionResultSchema } from '@apopunkt/domain/schemas/attempts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { loadCurrentUser } from '../../../lib/auth';
import { invalidateEndpoints } from '../../../lib/query-key';

/** POST /v1/attempts/{id}/submission: graded on the server; a repeat answers the first result. */
export function submitAttempt(attemptId: string, body: SubmissionBody) {
  return api.post(`/v1/attempts/${encodeURIComponent(attemptId)}/submission`, body, {
    schema: submissionResultSchema,
  });
}

/** After a completion: the header scores (GET /v1/me), module lists, the own rating, product pages and the points history. */
export function refreshAfterCompletion(queryClient: QueryClient) {
  loadCurrentUser().catch(() => undefined);
  queryClient.invalidateQueries({ queryKey: ['modules'] }).catch(() => undefined);
  invalidateEndpoints(
    queryClient,
    productEndpoints.page,
    browsingEndpoints.manufacturer,
    transactionsEndpoints.mine,
    moduleRatingEndpoints.mine,
  ).catch(() => undefined);
}

/**
 * Submits the answers; afterwards the header scores (GET /v1/me) and every module list, product
 * page and the points history are refreshed, so completion marks and points show without reload.
 */
export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmissionBody) => submitAttempt(attemptId, body),
    onSuccess: () => refreshAfterCompletion(queryClient),
  });
}
