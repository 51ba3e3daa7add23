import { LATEST_ROW_QUERIES, type LatestRow } from '@apopunkt/domain/constants/modules';
import { modulePageSchema } from '@apopunkt/domain/schemas/learning-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { LatestRow };

export const LATEST_ROWS = Object.keys(LATEST_ROW_QUERIES) as LatestRow[];

/** GET /v1/modules with one row's filters; only the results are used. */
export async function getLatestModules(row: LatestRow, signal?: AbortSignal) {
  const page = await api.get('/v1/modules', { query: LATEST_ROW_QUERIES[row], schema: modulePageSchema, signal });
  return page.results;
}

export const latestModulesQuery = (row: LatestRow) =>
  queryOptions({ queryKey: ['modules', 'latest', row], queryFn: ({ signal }) => getLatestModules(row, signal) });

export function useLatestModules(row: LatestRow) {
  return useQuery(latestModulesQuery(row));
}
