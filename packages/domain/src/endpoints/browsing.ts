import { slugParamSchema } from '../schemas/common';
import { manufacturerPageSchema } from '../schemas/products';
import { searchQuerySchema, searchResultSchema } from '../schemas/search';
import { defineEndpoint } from './define-endpoint';

/** The catalogue as members browse it: manufacturer pages and the header search (products: products.ts). */
export const browsingEndpoints = {
  /** The manufacturer with the products and modules the user may see. */
  manufacturer: defineEndpoint({
    method: 'GET',
    path: '/v1/manufacturers/:slug',
    params: slugParamSchema,
    answer: { 200: manufacturerPageSchema },
  }),
  /** The header search overlay (Ctrl+K). */
  search: defineEndpoint({
    method: 'GET',
    path: '/v1/search',
    query: searchQuerySchema,
    answer: { 200: searchResultSchema },
  }),
};
