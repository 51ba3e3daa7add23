import { referralSummarySchema } from '@apopunkt/domain/schemas/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { getReferralSummary } from './referral.service';

/** The account's referral section ('weiterempfehlen'). */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/me/referral',
    { schema: { tags: ['account'], response: { 200: referralSummarySchema } } },
    async (request) => getReferralSummary(app.deps, currentUser(request).id),
  );
};
