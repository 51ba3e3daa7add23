import { questsEndpoints } from '@apopunkt/domain/endpoints/quests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The running weekly challenges; the first one is the banner. */
export function getQuests(signal?: AbortSignal) {
  return call(questsEndpoints.list, { signal });
}

export const questsQuery = queryOptions({
  queryKey: queryKeyOf(questsEndpoints.list),
  queryFn: ({ signal }) => getQuests(signal),
});

export function useQuests(enabled = true) {
  return useQuery({ ...questsQuery, enabled });
}
