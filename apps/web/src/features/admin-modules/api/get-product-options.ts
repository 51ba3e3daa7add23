import { productsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const allOnOnePage = { limit: 500 };

/**
 * The pickers of the module form and filters, from the staff's manufacturer and product lists. Kept
 * under the product list's key (a save of a manufacturer or product refreshes both lists, and so
 * these), apart from the list's own pages.
 */
export function productOptionsQuery() {
  return queryOptions({
    queryKey: [...queryKeyOf(productsAdminEndpoints.productList), 'options'],
    queryFn: async ({ signal }) => {
      const [manufacturers, products] = await Promise.all([
        call(productsAdminEndpoints.manufacturerList, { query: allOnOnePage, signal }),
        call(productsAdminEndpoints.productList, { query: allOnOnePage, signal }),
      ]);
      return {
        manufacturers: manufacturers.results.map((m) => ({ value: String(m.id), label: m.name })),
        products: products.results.map(
          (p): ProductOption => ({
            value: String(p.id),
            label: `${p.name} (${p.manufacturer.name})`,
            manufacturerId: p.manufacturer.id,
          }),
        ),
      };
    },
    staleTime: 60_000,
  });
}

export type ProductOption = { value: string; label: string; manufacturerId: number };

/** The products of the chosen manufacturer (id as the pickers hold it), or every product when none is chosen. */
export function productsOf(products: ProductOption[], manufacturerId: string | null | undefined): ProductOption[] {
  return manufacturerId ? products.filter((p) => String(p.manufacturerId) === manufacturerId) : products;
}

export function useProductOptions() {
  return useQuery(productOptionsQuery());
}
