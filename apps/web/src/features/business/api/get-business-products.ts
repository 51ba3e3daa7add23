import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The manufacturer's products. */
export function fetchBusinessProducts(signal?: AbortSignal) {
  return call(businessEndpoints.products, { signal });
}

export const businessProductsQuery = queryOptions({
  queryKey: queryKeyOf(businessEndpoints.products),
  queryFn: ({ signal }) => fetchBusinessProducts(signal),
});

export function useBusinessProducts() {
  return useQuery(businessProductsQuery);
}
