import {
  memberConsentBodySchema,
  memberConsentParamsSchema,
  memberConsentSchema,
  memberConsentsSchema,
} from '../schemas/member-consents';
import { defineEndpoint } from './define-endpoint';

/** The member's own consents (issue 37 §3): who may see the member by name (kinds: MEMBER_CONSENT_KINDS). */
export const memberConsentsEndpoints = {
  /** Every kind with its German text, its version and the member's current decision. */
  list: defineEndpoint({
    method: 'GET',
    path: '/v1/me/consents',
    tag: 'account',
    answer: { 200: memberConsentsSchema },
  }),
  /**
   * Grants (`true`) or refuses/withdraws (`false`) one kind for its current text version; the
   * earlier decision stays in the history. An unknown kind answers 400.
   */
  decide: defineEndpoint({
    method: 'PUT',
    path: '/v1/me/consents/:kind',
    tag: 'account',
    params: memberConsentParamsSchema,
    body: memberConsentBodySchema,
    answer: { 200: memberConsentSchema },
  }),
};
