import { adminProductPageSchema } from '@apopunkt/domain/schemas/admin-products';
import { manufacturerOptionPageSchema } from '@apopunkt/domain/schemas/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/manufacturers and /v1/admin/products: the pickers of the module form and filters. */
export function productOptionsQuery() {
  return queryOptions({
    queryKey: ['admin', 'product-options'],
    queryFn: async ({ signal }) => {
      const [manufacturers, products] = await Promise.all([
        api.get('/v1/admin/manufacturers', { query: { limit: 500 }, schema: manufacturerOptionPageSchema, signal }),
        api.get('/v1/admin/products', { query: { limit: 500 }, schema: adminProductPageSchema, signal }),
      ]);
      return {
        manufacturers: manufacturers.results.map((m) => ({ value: String(m.id), label: m.name })),
        products: products.results.map((p) => ({
          value: String(p.id),
          label: `${p.name} (${p.manufacturer.name})`,
          manufacturerId: p.manufacturer.id,
        })),
      };
    },
    staleTime: 60_000,
  });
}

export function useProductOptions() {
  return useQuery(productOptionsQuery());
}
