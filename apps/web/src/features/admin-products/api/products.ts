import { productsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-products';
import type { AdminProductCreate, AdminProductUpdate } from '@apopunkt/domain/schemas/admin-products';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';
import { refreshProductLists } from './refresh-product-lists';

type ProductFilters = { manufacturer?: string; active?: string; search?: string };

/** The products with filters (staff: inactive and Rx products included). */
export function productListQuery(filters: ProductFilters) {
  const query = { ...filters, limit: 500 };
  return queryOptions({
    queryKey: queryKeyOf(productsAdminEndpoints.productList, { query }),
    queryFn: ({ signal }) => call(productsAdminEndpoints.productList, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
export function useProductList(filters: ProductFilters) {
  return useQuery(productListQuery(filters));
}

/** Creates a product, or changes the one with `id`. */
export function useSaveProduct(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductCreate | AdminProductUpdate) =>
      id === null
        ? call(productsAdminEndpoints.createProduct, { body: body as AdminProductCreate })
        : call(productsAdminEndpoints.updateProduct, { params: { id }, body }),
    onSuccess: () => {
      void refreshProductLists(client);
    },
  });
}
