import { competitionsEndpoints } from '@apopunkt/domain/endpoints/competitions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints, queryKeyOf } from '../../../lib/query-key';

/** Joins a competition with the accepted conditions. */
export function joinCompetition(id: string) {
  return call(competitionsEndpoints.join, { params: { id }, body: { hasAcceptedTos: true } });
}

export function useJoinCompetition(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => joinCompetition(id),
    onSuccess: (detail) => {
      queryClient.setQueryData(queryKeyOf(competitionsEndpoints.detail, { params: { id } }), detail);
      void invalidateEndpoints(
        queryClient,
        competitionsEndpoints.list,
        competitionsEndpoints.banner,
        competitionsEndpoints.detail,
      );
    },
  });
}
