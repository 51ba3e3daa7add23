import { learningModulesEndpoints } from '@apopunkt/domain/endpoints/learning-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The editors' picks shown on Discover (spec §2, §7: ad group 1). */
export const EDITORS_PICKS_GROUP_ID = 1;

/** An editors' group of modules. */
export function getAdGroup(id: number, signal?: AbortSignal) {
  return call(learningModulesEndpoints.adGroup, { params: { id }, signal });
}

export const adGroupQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf(learningModulesEndpoints.adGroup, { params: { id } }),
    queryFn: ({ signal }) => getAdGroup(id, signal),
  });

/** The group's modules, in the editors' order. */
export function useAdGroupModules(id: number) {
  return useQuery({ ...adGroupQuery(id), select: (group) => group.modules });
}
