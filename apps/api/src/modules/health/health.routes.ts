import { healthSchema } from '@apopunkt/domain/schemas/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDatabaseProbe } from './database-probe';

/** GET /api/health → {status, db, version}; exempt from auth, for load balancers and the client. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseStatus = createDatabaseProbe(app.deps.db, app.deps.clock);
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_req, reply) => {
      const db = await databaseStatus();
      const status = db === 'ok' ? 'ok' : 'degraded';
      return reply.status(db === 'ok' ? 200 : 503).send({ status, db, version: app.deps.config.version });
    },
  );
};
