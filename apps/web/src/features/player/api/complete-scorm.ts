import { attemptsEndpoints } from '@apopunkt/domain/endpoints/attempts';
import type { ScormCompletionBody } from '@apopunkt/domain/schemas/scorm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { refreshAfterCompletion } from './refresh-after-completion';

/** The runtime's report; the server decides and books. */
export function completeScorm(attemptId: string, body: ScormCompletionBody) {
  return call(attemptsEndpoints.scormCompletion, { params: { id: attemptId }, body });
}

export function useCompleteScorm(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScormCompletionBody) => completeScorm(attemptId, body),
    onSuccess: () => refreshAfterCompletion(queryClient),
  });
}
