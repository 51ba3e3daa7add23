import { competitionDetailSchema } from '@apopunkt/domain/schemas/competitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/competitions/{id}/participation with the accepted conditions. */
export function joinCompetition(id: string) {
  return api.post(
    `/v1/competitions/${encodeURIComponent(id)}/participation`,
    { hasAcceptedTos: true },
    { schema: competitionDetailSchema },
  );
}

export function useJoinCompetition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinCompetition(id),
    onSuccess: (detail) => {
      queryClient.setQueryData(['competitions', 'detail', id], detail);
      void queryClient.invalidateQueries({ queryKey: ['competitions'] });
    },
  });
}
