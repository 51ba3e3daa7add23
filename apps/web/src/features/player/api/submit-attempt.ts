import { attemptsEndpoints } from '@apopunkt/domain/endpoints/attempts';
import type { SubmissionBody } from '@apopunkt/domain/schemas/attempts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { refreshAfterCompletion } from './refresh-after-completion';

/** Graded on the server; a repeat answers the first result. */
export function submitAttempt(attemptId: string, body: SubmissionBody) {
  return call(attemptsEndpoints.submit, { params: { id: attemptId }, body });
}

/**
 * Submits the answers; afterwards everything a completion changes is refreshed (refreshAfterCompletion),
 * so completion marks and points show without reload.
 */
export function useSubmitAttempt(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubmissionBody) => submitAttempt(attemptId, body),
    onSuccess: () => refreshAfterCompletion(queryClient),
  });
}
