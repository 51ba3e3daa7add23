import { sessionEndpoints } from '@apopunkt/domain/endpoints/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loadEndpoint, routeOf } from '../../lib/route-of';

/** The platform config: product name (PRODUCT_NAME), server version and links the client shows. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(await loadEndpoint(sessionEndpoints.config)),
    handler: async () => {
      const { config } = app.deps;
      return {
        productName: config.PRODUCT_NAME,
        serverVersion: config.version,
        adminBackendUrl: config.ADMIN_BACKEND_URL,
        supportEmail: config.SUPPORT_EMAIL,
        sentryDsn: config.SENTRY_DSN ?? null,
      };
    },
  });
};
