import { catalogEndpoints } from '@apopunkt/domain/endpoints/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The manufacturer with the products and modules the user may see. */
export function getManufacturer(slug: string, signal?: AbortSignal) {
  return call(catalogEndpoints.manufacturer, { params: { slug }, signal });
}

export const manufacturerQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeyOf(catalogEndpoints.manufacturer, { params: { slug } }),
    queryFn: ({ signal }) => getManufacturer(slug, signal),
  });

export function useManufacturer(slug: string) {
  return useQuery(manufacturerQuery(slug));
}
