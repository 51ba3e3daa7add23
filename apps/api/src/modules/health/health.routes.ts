import { healthEndpoints } from '@apopunkt/domain/endpoints/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadEndpoint, routeOf } from '../../lib/route-of';

/**
 * GET /api/health → {status, db, version}; exempt from auth, for load balancers and the client.
 * 503 within the probe's time limit (1.5 s) when the database does not answer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(await loadEndpoint(healthEndpoints.probe)),
    handler: async (_req, reply) => {
      const db = await app.deps.dbAvailability.status();
      const status = db === 'ok' ? 'ok' : 'degraded';
      return reply.status(db === 'ok' ? 200 : 503).send({ status, db, version: app.deps.config.version });
    },
  });
};
