import { defineEndpoint } from './define-endpoint';

// The entry resolves a numeric product address to its slug (loft's route), so this declaration
// loads its schemas on first use; apart from defineEndpoint, so their types stay their own.
const idOrSlugParams = () => import('../schemas/products').then((m) => m.idOrSlugParamSchema);
const productPage = () => import('../schemas/products').then((m) => m.productPageSchema);

/** The product page ("Loft"). */
export const productEndpoints = {
  /** A numeric segment is an id. */
  page: defineEndpoint({
    method: 'GET',
    path: '/v1/products/:idOrSlug',
    params: idOrSlugParams,
    answer: { 200: productPage },
  }),
};
