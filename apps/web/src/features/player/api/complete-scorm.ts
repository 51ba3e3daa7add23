import { submissionResultSchema } from '@apopunkt/domain/schemas/attempts';
import type { ScormCompletionBody } from '@apopunkt/domain/schemas/scorm';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterCompletion } from './submit-attempt';

/** POST /v1/attempts/{id}/scorm-completion: the runtime's report; the server decides and books. */
export function completeScorm(attemptId: string, body: ScormCompletionBody) {
  return api.post(`/v1/attempts/${encodeURIComponent(attemptId)}/scorm-completion`, body, {
    schema: submissionResultSchema,
  });
}

export function useCompleteScorm(attemptId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScormCompletionBody) => completeScorm(attemptId, body),
    onSuccess: () => refreshAfterCompletion(queryClient),
  });
}
