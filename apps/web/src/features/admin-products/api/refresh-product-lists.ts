import { productsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-products';
import type { QueryClient } from '@tanstack/react-query';
import { invalidateEndpoints } from '../../../lib/query-key';

/**
 * After a manufacturer or product was saved: the manufacturer and product lists, and with them the
 * pickers other staff forms build from them (a product's label names its manufacturer).
 */
export function refreshProductLists(client: QueryClient): Promise<void> {
  return invalidateEndpoints(client, productsAdminEndpoints.manufacturerList, productsAdminEndpoints.productList);
}
