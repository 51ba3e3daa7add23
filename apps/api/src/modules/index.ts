import type { FastifyPluginAsync } from 'fastify';
import { adminManufacturersRoutes } from './admin-users/admin-manufacturers.routes';
import { adminUsersRoutes } from './admin-users/admin-users.routes';
import { contactRoutes } from './contact/contact.routes';
import { healthRoutes } from './health/health.routes';
import { meRoutes } from './me/me.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { organisationsRoutes } from './organisations/organisations.routes';
import { platformRoutes } from './platform/platform.routes';

/** Every API module, mounted under /api. Add a module here with its own prefix. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(platformRoutes);
  await app.register(meRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(organisationsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminManufacturersRoutes);
};
