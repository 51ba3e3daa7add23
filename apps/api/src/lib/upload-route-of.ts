import type { Endpoint } from '@apopunkt/domain/endpoints/define-endpoint';
import type { FastifyContextConfig } from 'fastify';
import { routeOf } from './route-of';

/**
 * `routeOf` for a file upload: the body is multipart (read in the handler with `readUploadedFile`),
 * so the endpoint declares no body schema and the OpenAPI document lists multipart/form-data.
 */
export function uploadRouteOf<const E extends Endpoint>(endpoint: E, config: FastifyContextConfig = {}) {
  const route = routeOf(endpoint, config);
  return { ...route, schema: { ...route.schema, consumes: ['multipart/form-data'] } };
}
