import { memberConsentsEndpoints } from '@apopunkt/domain/endpoints/member-consents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { decideMemberConsent, myMemberConsents } from './member-consents.service';

/** The member's consents on who may see them by name (issue 37 §3). */
export const memberConsentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(memberConsentsEndpoints.list),
    handler: async (request) => myMemberConsents(app.deps, currentUser(request).id),
  });
  app.route({
    ...routeOf(memberConsentsEndpoints.decide),
    handler: async (request) =>
      decideMemberConsent(app.deps, currentUser(request).id, request.params.kind, request.body.granted),
  });
};
