import { collectSchema } from '@apopunkt/domain/schemas/collect';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/me/collect: the ways to collect premium points that are open to the user now. */
export function getCollect(signal?: AbortSignal) {
  return api.get('/v1/me/collect', { schema: collectSchema, signal });
}

export const collectQuery = queryOptions({ queryKey: ['collect'], queryFn: ({ signal }) => getCollect(signal) });

export function useCollect() {
  return useQuery(collectQuery);
}
