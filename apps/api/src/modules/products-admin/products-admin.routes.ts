import {
  adminManufacturerCreateSchema,
  adminManufacturerSchema,
  adminManufacturerUpdateSchema,
  adminProductCreateSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  adminProductUpdateSchema,
} from '@apopunkt/domain/schemas/admin-products';
import { idParamSchema } from '@apopunkt/domain/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { currentUser } from '../users';
import {
  createManufacturer,
  createProduct,
  getManufacturerForStaff,
  getProductForStaff,
  listProductsForStaff,
  updateManufacturerAsStaff,
  updateProductAsStaff,
} from './products-admin.service';

/**
 * Staff edit manufacturers and products (issue 12 §2). The manufacturer list is
 * `GET /v1/admin/manufacturers` in users-admin (the picker); this adds create, read and update.
 */
export const productsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  app.post(
    '/v1/admin/manufacturers',
    { schema: { tags, body: adminManufacturerCreateSchema, response: { 201: adminManufacturerSchema } } },
    async (request, reply) =>
      reply.status(201).send(await createManufacturer(app.deps, currentUser(request), request.body)),
  );
  app.get(
    '/v1/admin/manufacturers/:id',
    { schema: { tags, params: idParamSchema, response: { 200: adminManufacturerSchema } } },
    async (request) => getManufacturerForStaff(app.deps, request.params.id),
  );
  app.patch(
    '/v1/admin/manufacturers/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: adminManufacturerUpdateSchema,
        response: { 200: adminManufacturerSchema },
      },
    },
    async (request) => updateManufacturerAsStaff(app.deps, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/v1/admin/products',
    { schema: { tags, querystring: adminProductListQuerySchema, response: { 200: adminProductPageSchema } } },
    async (request) => {
      const { count, results } = await listProductsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  );
  app.post(
    '/v1/admin/products',
    { schema: { tags, body: adminProductCreateSchema, response: { 201: adminProductSchema } } },
    async (request, reply) => reply.status(201).send(await createProduct(app.deps, currentUser(request), request.body)),
  );
  app.get(
    '/v1/admin/products/:id',
    { schema: { tags, params: idParamSchema, response: { 200: adminProductSchema } } },
    async (request) => getProductForStaff(app.deps, request.params.id),
  );
  app.patch(
    '/v1/admin/products/:id',
    { schema: { tags, params: idParamSchema, body: adminProductUpdateSchema, response: { 200: adminProductSchema } } },
    async (request) => updateProductAsStaff(app.deps, currentUser(request), request.params.id, request.body),
  );
};
