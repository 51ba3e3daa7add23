import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.enum(['ok', 'down']),
  version: z.string(),
});

/** GET /api/health → {status, db, version}; exempt from auth, for load balancers and the client. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_req, reply) => {
      let db: 'ok' | 'down' = 'ok';
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch {
        db = 'down';
      }
      const status = db === 'ok' ? 'ok' : 'degraded';
      return reply.status(db === 'ok' ? 200 : 503).send({ status, db, version: app.deps.config.version });
    },
  );
};
