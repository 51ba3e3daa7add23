import type { EndpointAccess } from '@apopunkt/domain/endpoints/access';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { assertAccess, loadSignedInUser } from '../modules/users';
import { appendRouteHook } from './route-hooks';

/**
 * Who may call a route (declared with its endpoint in packages/domain/src/endpoints). Decided once, by `config.access` or else by the path (see
 * `defaultAccess`), and enforced in `onRequest`: before the body is parsed or validated, so a
 * guest always gets 401 and a signed-in user without the right 403 before anything about the input.
 */
export type Access = EndpointAccess;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this route; without it the path decides (defaultAccess). */
    access?: Access;
  }
}

/** The rule for a route that does not name its access: admin is staff, business needs a subscription, the rest a user. */
export function defaultAccess(url: string): Access {
  if (url.startsWith('/api/v1/admin/') || url === '/api/v1/admin') return 'staff';
  if (url.startsWith('/api/v1/business/')) return { subscription: 'any' };
  return 'user';
}

function guardFor(access: Access): onRequestHookHandler | null {
  if (access === 'public') return null;
  if (access === 'otp-pending') {
    return async (request: FastifyRequest) => {
      await loadSignedInUser(request, { allowOtpPending: true });
    };
  }
  return async (request: FastifyRequest) => {
    const user = await loadSignedInUser(request, { allowOtpPending: false });
    if (access !== 'user') assertAccess(user, access, request.server.deps.config.PRODUCT_NAME);
  };
}

/**
 * Adds each /api route's guard as its last `onRequest` hook (after the token was read) and marks
 * guarded routes with the bearer security requirement in the OpenAPI document, which the
 * bad-input test reads to know what a guest must get.
 */
export const accessPlugin = fp(async function access(app: FastifyInstance) {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/')) return;
    const access = route.config?.access ?? defaultAccess(route.url);
    const guard = guardFor(access);
    if (!guard) return;
    appendRouteHook(route, 'onRequest', guard);
    route.schema = { ...route.schema, security: [{ bearer: [] }] } as RouteOptions['schema'];
  });
});
