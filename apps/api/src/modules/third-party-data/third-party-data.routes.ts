import { thirdPartyConsentsEndpoints } from '@apopunkt/domain/endpoints/third-party-consents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../lib/route-of';
import { currentUser } from '../users';
import { myConsents, withdrawConsent } from './consents.service';

/** Members list the data-sharing consents they gave and withdraw them (Datenweitergabe). */
export const thirdPartyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(thirdPartyConsentsEndpoints.list),
    handler: async (request) => myConsents(app.deps, currentUser(request).id),
  });
  app.route({
    ...routeOf(thirdPartyConsentsEndpoints.withdraw),
    handler: async (request) => withdrawConsent(app.deps, currentUser(request).id, request.params.id),
  });
};
