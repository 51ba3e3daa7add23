import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { learningModulesEndpoints } from '@apopunkt/domain/endpoints/learning-modules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export const MODULE_PAGE_SIZE = 6;

export type ModuleListOrder = '-visible_from' | 'name';

export interface ModuleListParams {
  types: readonly ModuleType[];
  orderBy: ModuleListOrder;
  /** Only modules whose manufacturer budget can still pay (ignore_exhausted=true). */
  ignoreExhausted: boolean;
}

/** The list's filters as the address carries them (spec §7). */
function filterQuery(params: ModuleListParams) {
  return {
    type: params.types.join(','),
    order_by: params.orderBy,
    ignore_exhausted: params.ignoreExhausted || undefined,
  };
}

/** One page of the module list: the filters, `limit` and `offset`. */
export function getModules(params: ModuleListParams, offset: number, signal?: AbortSignal) {
  return call(learningModulesEndpoints.list, {
    query: { ...filterQuery(params), limit: MODULE_PAGE_SIZE, offset },
    signal,
  });
}

/**
 * Pages of tiles, loaded one after another ("Mehr laden"). Keyed by the filters alone: a single
 * page of the list (Discover's rows) is keyed by its whole query, `limit` included, so the two
 * never share a cache entry.
 */
export const modulesInfiniteQuery = (params: ModuleListParams) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(learningModulesEndpoints.list, { query: filterQuery(params) }),
    queryFn: ({ pageParam, signal }) => getModules(params, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return last.next && loaded < last.count ? loaded : undefined;
    },
  });

export function useModules(params: ModuleListParams) {
  return useInfiniteQuery(modulesInfiniteQuery(params));
}
