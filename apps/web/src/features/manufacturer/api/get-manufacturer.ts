import { manufacturerPageSchema } from '@apopunkt/domain/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/manufacturers/{slug}: the manufacturer with the products and modules the user may see. */
export function getManufacturer(slug: string, signal?: AbortSignal) {
  return api.get(`/v1/manufacturers/${encodeURIComponent(slug)}`, { schema: manufacturerPageSchema, signal });
}

export const manufacturerQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'manufacturer', slug],
    queryFn: ({ signal }) => getManufacturer(slug, signal),
  });

export function useManufacturer(slug: string) {
  return useQuery(manufacturerQuery(slug));
}
