import { teamEndpoints } from '@apopunkt/domain/endpoints/team';
import type { RecommendationBody } from '@apopunkt/domain/schemas/team';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints, queryKeyOf } from '../../../lib/query-key';

/** The owner's team (GET /v1/team; 403 for everyone else, the server decides). */
export function useTeam() {
  return useQuery({
    queryKey: queryKeyOf(teamEndpoints.team),
    queryFn: ({ signal }) => call(teamEndpoints.team, { signal }),
  });
}

/** Recommends a module to the team; the team is fetched again. */
export function useRecommendModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecommendationBody) => call(teamEndpoints.recommend, { body }),
    onSettled: () => invalidateEndpoints(queryClient, teamEndpoints.team),
  });
}

/** The recommendations of the member's pharmacy owner ("Empfohlen von …"). */
export function useMyRecommendations() {
  return useQuery({
    queryKey: queryKeyOf(teamEndpoints.myRecommendations),
    queryFn: ({ signal }) => call(teamEndpoints.myRecommendations, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Module slug → who recommended it, for the tiles (empty while loading or on an error). */
export function useRecommendedBy(): ReadonlyMap<string, string> {
  const recommendations = useMyRecommendations();
  return new Map((recommendations.data?.results ?? []).map((r) => [r.moduleSlug, r.recommendedBy]));
}
