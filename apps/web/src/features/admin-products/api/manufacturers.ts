import { productsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-products';
import type { AdminManufacturerCreate, AdminManufacturerUpdate } from '@apopunkt/domain/schemas/admin-products';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';
import { refreshProductLists } from './refresh-product-lists';

const listQuery = { limit: 500 };

/** All manufacturers, by name. */
export function manufacturerListQuery() {
  return queryOptions({
    queryKey: queryKeyOf(productsAdminEndpoints.manufacturerList, { query: listQuery }),
    queryFn: ({ signal }) => call(productsAdminEndpoints.manufacturerList, { query: listQuery, signal }),
  });
}
export function useManufacturerList() {
  return useQuery(manufacturerListQuery());
}

const manufacturerKey = (id: number | null) => queryKeyOf(productsAdminEndpoints.manufacturer, { params: { id } });

/** One manufacturer for the editor. */
export function useManufacturer(id: number | null) {
  return useQuery({
    queryKey: manufacturerKey(id),
    queryFn: ({ signal }) => call(productsAdminEndpoints.manufacturer, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}

/** Creates a manufacturer, or changes the one with `id`. */
export function useSaveManufacturer(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminManufacturerCreate | AdminManufacturerUpdate) =>
      id === null
        ? call(productsAdminEndpoints.createManufacturer, { body: body as AdminManufacturerCreate })
        : call(productsAdminEndpoints.updateManufacturer, { params: { id }, body }),
    onSuccess: (saved) => {
      client.setQueryData(manufacturerKey(saved.id), saved);
      void refreshProductLists(client);
    },
  });
}
