import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/health.routes';
import { platformRoutes } from './platform/platform.routes';

/** Every API module, mounted under /api. Add a module here with its own prefix. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(platformRoutes);
};
