import {
  type AdminProductCreate,
  type AdminProductUpdate,
  adminProductPageSchema,
  adminProductSchema,
} from '@apopunkt/domain/schemas/admin-products';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/products with filters (staff: inactive and Rx products included). */
export function productListQuery(filters: { manufacturer?: string; active?: string; search?: string }) {
  return queryOptions({
    queryKey: ['admin', 'products', 'list', filters],
    queryFn: ({ signal }) =>
      api.get('/v1/admin/products', { query: { ...filters, limit: 500 }, schema: adminProductPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
export function useProductList(filters: { manufacturer?: string; active?: string; search?: string }) {
  return useQuery(productListQuery(filters));
}

/** POST /v1/admin/products or PATCH /v1/admin/products/{id}. */
export function useSaveProduct(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminProductCreate | AdminProductUpdate) =>
      id === null
        ? api.post('/v1/admin/products', body, { schema: adminProductSchema })
        : api.patch(`/v1/admin/products/${id}`, body, { schema: adminProductSchema }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'products', 'list'] });
      void client.invalidateQueries({ queryKey: ['admin', 'product-options'] });
    },
  });
}
