import { competitionsEndpoints } from '@apopunkt/domain/endpoints/competitions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The newest running competition's banner (the special one or the others). */
export function getCompetitionBanner(isSpecial: boolean, signal?: AbortSignal) {
  return call(competitionsEndpoints.banner, { query: { is_special: isSpecial }, signal });
}

export const competitionBannerQuery = (isSpecial: boolean) =>
  queryOptions({
    queryKey: queryKeyOf(competitionsEndpoints.banner, { query: { is_special: isSpecial } }),
    queryFn: ({ signal }) => getCompetitionBanner(isSpecial, signal),
  });

export function useCompetitionBanner(isSpecial: boolean, enabled = true) {
  return useQuery({ ...competitionBannerQuery(isSpecial), enabled });
}
