import { platformConfigSchema } from '@apopunkt/domain/schemas/platform';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /v1/config: product name (PRODUCT_NAME), server version and links the client shows. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/config',
    { config: { access: 'public' }, schema: { response: { 200: platformConfigSchema } } },
    async () => {
      const { config } = app.deps;
      return {
        productName: config.PRODUCT_NAME,
        serverVersion: config.version,
        adminBackendUrl: config.ADMIN_BACKEND_URL,
        supportEmail: config.SUPPORT_EMAIL,
        sentryDsn: config.SENTRY_DSN ?? null,
      };
    },
  );
};
