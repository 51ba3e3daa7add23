import { productEndpoints } from '@apopunkt/domain/endpoints/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The product page ("Loft"); a numeric segment is an id. */
export function getProduct(idOrSlug: string, signal?: AbortSignal) {
  return call(productEndpoints.page, { params: { idOrSlug }, signal });
}

export const productQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: queryKeyOf(productEndpoints.page, { params: { idOrSlug } }),
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQuery(idOrSlug));
}
