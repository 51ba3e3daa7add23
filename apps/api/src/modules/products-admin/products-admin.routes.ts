import { productsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page } from '../../lib/pagination';
import { routeOf } from '../../lib/route-of';
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
  app.route({
    ...routeOf(productsAdminEndpoints.createManufacturer),
    handler: async (request, reply) =>
      reply.status(201).send(await createManufacturer(app.deps, currentUser(request), request.body)),
  });
  app.route({
    ...routeOf(productsAdminEndpoints.manufacturer),
    handler: async (request) => getManufacturerForStaff(app.deps, request.params.id),
  });
  app.route({
    ...routeOf(productsAdminEndpoints.updateManufacturer),
    handler: async (request) =>
      updateManufacturerAsStaff(app.deps, currentUser(request), request.params.id, request.body),
  });

  app.route({
    ...routeOf(productsAdminEndpoints.productList),
    handler: async (request) => {
      const { count, results } = await listProductsForStaff(app.deps, request.query);
      return page(request.url, request.query, count, results);
    },
  });
  app.route({
    ...routeOf(productsAdminEndpoints.createProduct),
    handler: async (request, reply) =>
      reply.status(201).send(await createProduct(app.deps, currentUser(request), request.body)),
  });
  app.route({
    ...routeOf(productsAdminEndpoints.product),
    handler: async (request) => getProductForStaff(app.deps, request.params.id),
  });
  app.route({
    ...routeOf(productsAdminEndpoints.updateProduct),
    handler: async (request) => updateProductAsStaff(app.deps, currentUser(request), request.params.id, request.body),
  });
};
