import { productPageSchema } from '@apopunkt/domain/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/products/{idOrSlug}: the product page ("Loft"); a numeric segment is an id. */
export function getProduct(idOrSlug: string, signal?: AbortSignal) {
  return api.get(`/v1/products/${encodeURIComponent(idOrSlug)}`, { schema: productPageSchema, signal });
}

export const productQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', idOrSlug],
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQuery(idOrSlug));
}
