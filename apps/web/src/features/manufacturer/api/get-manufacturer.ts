import { browsingEndpoints } from '@apopunkt/domain/endpoints/browsing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The manufacturer with the products and modules the user may see. */
export function getManufacturer(slug: string, signal?: AbortSignal) {
  return call(browsingEndpoints.manufacturer, { params: { slug }, signal });
}

export const manufacturerQuery = (slug: string) =>
  queryOptions({
    queryKey: queryKeyOf(browsingEndpoints.manufacturer, { params: { slug } }),
    queryFn: ({ signal }) => getManufacturer(slug, signal),
  });

export function useManufacturer(slug: string) {
  return useQuery(manufacturerQuery(slug));
}
