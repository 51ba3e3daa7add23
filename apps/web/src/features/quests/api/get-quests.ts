import { questListSchema } from '@apopunkt/domain/schemas/quests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/quests: the running weekly challenges; the first one is the banner. */
export function getQuests(signal?: AbortSignal) {
  return api.get('/v1/quests', { schema: questListSchema, signal });
}

export const questsQuery = queryOptions({ queryKey: ['quests'], queryFn: ({ signal }) => getQuests(signal) });

export function useQuests(enabled = true) {
  return useQuery({ ...questsQuery, enabled });
}
