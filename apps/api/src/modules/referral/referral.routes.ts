import { referralEndpoints } from '@apopunkt/domain/endpoints/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { getReferralSummary } from './referral.service';

/** The account's referral section ('weiterempfehlen'). */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(referralEndpoints.summary),
    handler: async (request) => getReferralSummary(app.deps, currentUser(request).id),
  });
};
