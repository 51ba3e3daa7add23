import { LATEST_ROW_SIZES, MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { modulePageSchema } from '@apopunkt/domain/schemas/learning-modules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The rows of 'Unsere neusten Module' with exactly the calls of spec §7 and the row sizes of §9. */
const LATEST_ROW_QUERIES = {
  brandNews: {
    type: `${MODULE_TYPES.BRAND_NEWS}`,
    latest: true,
    order_by: '-visible_from',
    limit: LATEST_ROW_SIZES.brandNews,
  },
  toGo: { type: `${MODULE_TYPES.TO_GO}`, limit: LATEST_ROW_SIZES.toGo },
  productSales: { type: `${MODULE_TYPES.PRODUCT},${MODULE_TYPES.SALES}`, limit: LATEST_ROW_SIZES.productSales },
} as const;

export type LatestRow = keyof typeof LATEST_ROW_QUERIES;

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
