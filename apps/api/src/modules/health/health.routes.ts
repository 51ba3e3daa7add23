import { healthSchema } from '@apopunkt/domain/schemas/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * GET /api/health → {status, db, version}; exempt from auth, for load balancers and the client.
 * 503 within the probe's time limit (1.5 s) when the database does not answer.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_req, reply) => {
      const db = await app.deps.dbAvailability.status();
      const status = db === 'ok' ? 'ok' : 'degraded';
      return reply.status(db === 'ok' ? 200 : 503).send({ status, db, version: app.deps.config.version });
    },
  );
};
