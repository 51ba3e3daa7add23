import { accountEndpoints } from '@apopunkt/domain/endpoints/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { unlockPremium } from './premium-unlock.service';

/** A verified member who is not premium unlocks it (rules/premium-path.ts). */
export const premiumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(accountEndpoints.unlockPremium, { rateLimit: { max: 30, timeWindow: '1 minute' } }),
    handler: async (request) => unlockPremium(app.deps, currentUser(request).id),
  });
};
