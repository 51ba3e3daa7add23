import { referralSummarySchema } from '../schemas/referral';
import { defineEndpoint } from './define-endpoint';

/** The account's referral section ('weiterempfehlen'): own code, share link, what it brought. */
export const referralEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: '/v1/me/referral',
    tag: 'account',
    answer: { 200: referralSummarySchema },
  }),
};
