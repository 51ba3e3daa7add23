import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { modulePageSchema } from '@apopunkt/domain/schemas/learning-modules';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const MODULE_PAGE_SIZE = 6;

export type ModuleListOrder = '-visible_from' | 'name';

export interface ModuleListParams {
  types: readonly ModuleType[];
  orderBy: ModuleListOrder;
  /** Only modules whose manufacturer budget can still pay (ignore_exhausted=true). */
  ignoreExhausted: boolean;
}

/** GET /v1/modules?type=…&order_by=…&ignore_exhausted=…&limit&offset (spec §7). */
export function getModules(params: ModuleListParams, offset: number, signal?: AbortSignal) {
  return api.get('/v1/modules', {
    query: {
      type: params.types.join(','),
      order_by: params.orderBy,
      ignore_exhausted: params.ignoreExhausted || undefined,
      limit: MODULE_PAGE_SIZE,
      offset,
    },
    schema: modulePageSchema,
    signal,
  });
}

/** Pages of tiles, loaded one after another ("Mehr laden"). */
export const modulesInfiniteQuery = (params: ModuleListParams) =>
  infiniteQueryOptions({
    queryKey: ['modules', 'list', params],
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
