import {
  adminManufacturerCreateSchema,
  adminManufacturerSchema,
  adminManufacturerUpdateSchema,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  adminProductUpdateSchema,
} from '../schemas/admin-products';
import { manufacturerOptionPageSchema } from '../schemas/admin-users';
import { idParamSchema, paginationQuerySchema } from '../schemas/common';
import { defineEndpoint } from './define-endpoint';

/**
 * Staff editing of manufacturers and products (issue 12 §2; staff by the path). The two lists also
 * fill the pickers of other staff forms (modules, subscriptions).
 */
export const productsAdminEndpoints = {
  /** Every manufacturer by name (id, slug, name). */
  manufacturerList: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/manufacturers',
    tag: 'admin',
    query: paginationQuerySchema,
    answer: { 200: manufacturerOptionPageSchema },
  }),
  createManufacturer: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/manufacturers',
    tag: 'admin',
    body: adminManufacturerCreateSchema,
    answer: { 201: adminManufacturerSchema },
  }),
  manufacturer: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/manufacturers/:id',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: adminManufacturerSchema },
  }),
  updateManufacturer: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/manufacturers/:id',
    tag: 'admin',
    params: idParamSchema,
    body: adminManufacturerUpdateSchema,
    answer: { 200: adminManufacturerSchema },
  }),
  /** Products with filters; inactive and prescription-only ones included. */
  productList: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/products',
    tag: 'admin',
    query: adminProductListQuerySchema,
    answer: { 200: adminProductPageSchema },
  }),
  createProduct: defineEndpoint({
    method: 'POST',
    path: '/v1/admin/products',
    tag: 'admin',
    body: adminProductCreateSchema,
    answer: { 201: adminProductSchema },
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/v1/admin/products/:id',
    tag: 'admin',
    params: idParamSchema,
    answer: { 200: adminProductSchema },
  }),
  updateProduct: defineEndpoint({
    method: 'PATCH',
    path: '/v1/admin/products/:id',
    tag: 'admin',
    params: idParamSchema,
    body: adminProductUpdateSchema,
    answer: { 200: adminProductSchema },
  }),
};
