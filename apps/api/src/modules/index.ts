import type { FastifyPluginAsync } from 'fastify';
import { adminLedgerRoutes } from './admin-ledger/admin-ledger.routes';
import { adminManufacturersRoutes } from './admin-users/admin-manufacturers.routes';
import { adminUsersRoutes } from './admin-users/admin-users.routes';
import { attemptsRoutes } from './attempts/attempts.routes';
import { authRoutes } from './auth/auth.routes';
import { contactRoutes } from './contact/contact.routes';
import { healthRoutes } from './health/health.routes';
import { modulesRoutes } from './learning-modules/modules.routes';
import { scheduledDepositsPlugin } from './ledger/scheduled-deposits.plugin';
import { manufacturersRoutes } from './manufacturers/manufacturers.routes';
import { meRoutes } from './me/me.routes';
import { newsletterRoutes } from './newsletter/newsletter.routes';
import { organisationsRoutes } from './organisations/organisations.routes';
import { platformRoutes } from './platform/platform.routes';
import { productsRoutes } from './products/products.routes';
import { searchRoutes } from './search/search.routes';
import { transactionsRoutes } from './transactions/transactions.routes';

/** Every API module, mounted under /api. Add a module here with its own prefix. */
export const registerModules: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(platformRoutes);
  await app.register(meRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(organisationsRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminManufacturersRoutes);
  await app.register(modulesRoutes);
  await app.register(attemptsRoutes);
  await app.register(productsRoutes);
  await app.register(manufacturersRoutes);
  await app.register(searchRoutes);
  await app.register(transactionsRoutes);
  await app.register(adminLedgerRoutes);
  await app.register(scheduledDepositsPlugin);
};
