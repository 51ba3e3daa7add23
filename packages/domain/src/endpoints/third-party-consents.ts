import { consentIdParamSchema, myThirdPartyConsentsSchema, withdrawnConsentSchema } from '../schemas/third-party-data';
import { defineEndpoint } from './define-endpoint';

/** The data-sharing consents a member gave (Datenweitergabe), on the account page. */
export const thirdPartyConsentsEndpoints = {
  /** The member's active consents. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/me/third-party-consents',
    tag: 'me',
    answer: { 200: myThirdPartyConsentsSchema },
  }),
  /** Withdraws one of them. */
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/v1/me/third-party-consents/:id/withdrawal',
    tag: 'me',
    params: consentIdParamSchema,
    answer: { 200: withdrawnConsentSchema },
  }),
};
