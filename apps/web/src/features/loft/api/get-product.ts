import { catalogEndpoints } from '@apopunkt/domain/endpoints/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The product page ("Loft"); a numeric segment is an id. */
export function getProduct(idOrSlug: string, signal?: AbortSignal) {
  return call(catalogEndpoints.product, { params: { idOrSlug }, signal });
}

export const productQuery = (idOrSlug: string) =>
  queryOptions({
    queryKey: queryKeyOf(catalogEndpoints.product, { params: { idOrSlug } }),
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
  });

export function useProduct(idOrSlug: string) {
  return useQuery(productQuery(idOrSlug));
}
