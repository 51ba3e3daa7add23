import { businessProductListSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/products: the manufacturer's products. */
export function fetchBusinessProducts(signal?: AbortSignal) {
  return api.get('/v1/business/products', { schema: businessProductListSchema, signal });
}

export const businessProductsQuery = queryOptions({
  queryKey: ['business', 'products'],
  queryFn: ({ signal }) => fetchBusinessProducts(signal),
});

export function useBusinessProducts() {
  return useQuery(businessProductsQuery);
}
