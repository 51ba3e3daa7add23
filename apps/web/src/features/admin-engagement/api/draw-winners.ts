import { competitionDrawSchema } from '@apopunkt/domain/schemas/competitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/competitions/{id}/draw {count}. */
export function useDrawWinners(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) =>
      api.post(`/v1/admin/competitions/${id}/draw`, { count }, { schema: competitionDrawSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'competitions'] }),
  });
}
