import { adGroupSchema } from '@apopunkt/domain/schemas/learning-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The editors' picks shown on Discover (spec §2, §7: GET /v1/ad-groups/1). */
export const EDITORS_PICKS_GROUP_ID = 1;

/** GET /v1/ad-groups/{id}. */
export function getAdGroup(id: number, signal?: AbortSignal) {
  return api.get(`/v1/ad-groups/${id}`, { schema: adGroupSchema, signal });
}

export const adGroupQuery = (id: number) =>
  queryOptions({ queryKey: ['modules', 'ad-group', id], queryFn: ({ signal }) => getAdGroup(id, signal) });

/** The group's modules, in the editors' order. */
export function useAdGroupModules(id: number) {
  return useQuery({ ...adGroupQuery(id), select: (group) => group.modules });
}
