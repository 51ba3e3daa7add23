import {
  consentIdParamSchema,
  myThirdPartyConsentsSchema,
  withdrawnConsentSchema,
} from '@apopunkt/domain/schemas/third-party-data';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../users';
import { myConsents, withdrawConsent } from './consents.service';

/** Members list the data-sharing consents they gave and withdraw them (Datenweitergabe). */
export const thirdPartyDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/me/third-party-consents',
    { schema: { tags: ['me'], response: { 200: myThirdPartyConsentsSchema } } },
    async (request) => myConsents(app.deps, currentUser(request).id),
  );
  app.post(
    '/v1/me/third-party-consents/:id/withdrawal',
    { schema: { tags: ['me'], params: consentIdParamSchema, response: { 200: withdrawnConsentSchema } } },
    async (request) => withdrawConsent(app.deps, currentUser(request).id, request.params.id),
  );
};
