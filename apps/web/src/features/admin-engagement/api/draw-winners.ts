import { competitionsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateCompetitions } from './invalidate-competitions';

/** Draws `count` winners of an ended competition. */
export function useDrawWinners(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (count: number) => call(competitionsAdminEndpoints.draw, { params: { id }, body: { count } }),
    onSettled: () => invalidateCompetitions(queryClient),
  });
}
