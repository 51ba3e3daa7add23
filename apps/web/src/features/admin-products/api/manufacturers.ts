import {
  type AdminManufacturerCreate,
  type AdminManufacturerUpdate,
  adminManufacturerSchema,
} from '@apopunkt/domain/schemas/admin-products';
import { manufacturerOptionPageSchema } from '@apopunkt/domain/schemas/admin-users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/manufacturers (all, by name). */
export function manufacturerListQuery() {
  return queryOptions({
    queryKey: ['admin', 'manufacturers', 'list'],
    queryFn: ({ signal }) =>
      api.get('/v1/admin/manufacturers', { query: { limit: 500 }, schema: manufacturerOptionPageSchema, signal }),
  });
}
export function useManufacturerList() {
  return useQuery(manufacturerListQuery());
}

/** GET /v1/admin/manufacturers/{id}. */
export function useManufacturer(id: number | null) {
  return useQuery({
    queryKey: ['admin', 'manufacturers', 'detail', id],
    queryFn: ({ signal }) => api.get(`/v1/admin/manufacturers/${id}`, { schema: adminManufacturerSchema, signal }),
    enabled: id !== null,
  });
}

/** POST /v1/admin/manufacturers or PATCH /v1/admin/manufacturers/{id}. */
export function useSaveManufacturer(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminManufacturerCreate | AdminManufacturerUpdate) =>
      id === null
        ? api.post('/v1/admin/manufacturers', body, { schema: adminManufacturerSchema })
        : api.patch(`/v1/admin/manufacturers/${id}`, body, { schema: adminManufacturerSchema }),
    onSuccess: (saved) => {
      client.setQueryData(['admin', 'manufacturers', 'detail', saved.id], saved);
      void client.invalidateQueries({ queryKey: ['admin', 'manufacturers', 'list'] });
      void client.invalidateQueries({ queryKey: ['admin', 'product-options'] });
    },
  });
}
