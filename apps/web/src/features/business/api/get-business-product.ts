import { businessProductPageSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/products/{slug}: the manager's dashboard of a product. */
export function fetchBusinessProduct(slug: string, signal?: AbortSignal) {
  return api.get(`/v1/business/products/${encodeURIComponent(slug)}`, { schema: businessProductPageSchema, signal });
}

export function businessProductQuery(slug: string) {
  return queryOptions({
    queryKey: ['business', 'products', slug],
    queryFn: ({ signal }) => fetchBusinessProduct(slug, signal),
  });
}

export function useBusinessProduct(slug: string, enabled = true) {
  return useQuery({ ...businessProductQuery(slug), enabled });
}
