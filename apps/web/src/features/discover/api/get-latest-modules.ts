import { LATEST_ROW_QUERIES, type LatestRow } from '@apopunkt/domain/constants/modules';
import { learningModulesEndpoints } from '@apopunkt/domain/endpoints/learning-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

export type { LatestRow };

export const LATEST_ROWS = Object.keys(LATEST_ROW_QUERIES) as LatestRow[];

/** The module list with one row's filters; only the results are used. */
export async function getLatestModules(row: LatestRow, signal?: AbortSignal) {
  const page = await call(learningModulesEndpoints.list, { query: LATEST_ROW_QUERIES[row], signal });
  return page.results;
}

export const latestModulesQuery = (row: LatestRow) =>
  queryOptions({
    queryKey: queryKeyOf(learningModulesEndpoints.list, { query: LATEST_ROW_QUERIES[row] }),
    queryFn: ({ signal }) => getLatestModules(row, signal),
  });

export function useLatestModules(row: LatestRow) {
  return useQuery(latestModulesQuery(row));
}
