import { businessEndpoints } from '@apopunkt/domain/endpoints/business';
import type { BusinessProductItem } from '@apopunkt/domain/schemas/business';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { fetchAllPages } from '../../../lib/fetch-all-pages';
import { queryKeyOf } from '../../../lib/query-key';

/** The products a page of the product list shows. */
export const BUSINESS_PRODUCTS_PAGE_SIZE = 50;

/** What the product list shows: the search (in the names) and the page, from 1. */
export interface BusinessProductsFilter {
  search: string;
  page: number;
}

function queryOf(search: string, limit: number, offset: number) {
  return { ...(search ? { search } : {}), limit: String(limit), offset: String(offset) };
}

/** A page of the manufacturer's products (staff: of all manufacturers). */
export function businessProductsQueryFor({ search, page }: BusinessProductsFilter) {
  const query = queryOf(search, BUSINESS_PRODUCTS_PAGE_SIZE, (page - 1) * BUSINESS_PRODUCTS_PAGE_SIZE);
  return queryOptions({
    queryKey: queryKeyOf(businessEndpoints.products, { query }),
    queryFn: ({ signal }) => call(businessEndpoints.products, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBusinessProducts(filter: BusinessProductsFilter) {
  return useQuery(businessProductsQueryFor(filter));
}

/** Every product the search finds (for the CSV export). */
export function fetchAllBusinessProducts(search: string): Promise<BusinessProductItem[]> {
  return fetchAllPages((limit, offset) => call(businessEndpoints.products, { query: queryOf(search, limit, offset) }));
}
