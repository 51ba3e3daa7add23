import { competitionBannerSchema } from '@apopunkt/domain/schemas/competitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/competitions/banner?is_special=: the newest running competition's banner. */
export function getCompetitionBanner(isSpecial: boolean, signal?: AbortSignal) {
  return api.get(`/v1/competitions/banner?is_special=${isSpecial}`, { schema: competitionBannerSchema, signal });
}

export const competitionBannerQuery = (isSpecial: boolean) =>
  queryOptions({
    queryKey: ['competitions', 'banner', isSpecial],
    queryFn: ({ signal }) => getCompetitionBanner(isSpecial, signal),
  });

export function useCompetitionBanner(isSpecial: boolean, enabled = true) {
  return useQuery({ ...competitionBannerQuery(isSpecial), enabled });
}
