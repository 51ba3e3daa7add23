import { idOrSlugParamSchema, manufacturerPageSchema, productPageSchema } from '../schemas/catalog';
import { slugParamSchema } from '../schemas/common';
import { searchQuerySchema, searchResultSchema } from '../schemas/search';
import { defineEndpoint } from './define-endpoint';

/** The catalogue as members browse it: product pages, manufacturer pages and the header search. */
export const catalogEndpoints = {
  /** The product page ("Loft"); a numeric segment is an id. */
  product: defineEndpoint({
    method: 'GET',
    path: '/v1/products/:idOrSlug',
    params: idOrSlugParamSchema,
    answer: { 200: productPageSchema },
  }),
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
