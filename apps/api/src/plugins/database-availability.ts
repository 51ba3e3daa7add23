import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sendDatabaseUnavailable } from './errors';
import { appendRouteHook } from './route-hooks';

/** Routes that answer while the database is down: health says so itself. */
const ANSWERS_WITHOUT_DATABASE = new Set(['/api/health']);

/**
 * While the database is known to be unreachable (db/database-availability.ts), every API call
 * answers 503 with `Retry-After` at once instead of hanging on connection and query timeouts;
 * static files and the SPA do not need the database and are served on.
 */
export const databaseAvailabilityPlugin = fp(async function databaseAvailability(app: FastifyInstance) {
  const failFast: onRequestHookHandler = (_request, reply, done) => {
    if (app.deps.dbAvailability.isUp()) return done();
    sendDatabaseUnavailable(reply);
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    if (route.url.startsWith('/api/') && !ANSWERS_WITHOUT_DATABASE.has(route.url)) {
      appendRouteHook(route, 'onRequest', failFast);
    }
  });
});
