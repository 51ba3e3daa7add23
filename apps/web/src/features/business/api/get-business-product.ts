import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The manager's dashboard of a product. */
export function fetchBusinessProduct(slug: string, signal?: AbortSignal) {
  return call(businessEndpoints.product, { params: { slug }, signal });
}

export function businessProductQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeyOf(businessEndpoints.product, { params: { slug } }),
    queryFn: ({ signal }) => fetchBusinessProduct(slug, signal),
  });
}

export function useBusinessProduct(slug: string, enabled = true) {
  return useQuery({ ...businessProductQuery(slug), enabled });
}
