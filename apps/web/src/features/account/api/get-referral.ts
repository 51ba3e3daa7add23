import { referralSummarySchema } from '@apopunkt/domain/schemas/referral';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/me/referral: the own code, the share link and what recommending has brought. */
export function getReferral(signal?: AbortSignal) {
  return api.get('/v1/me/referral', { schema: referralSummarySchema, signal });
}

export const referralQuery = queryOptions({ queryKey: ['referral'], queryFn: ({ signal }) => getReferral(signal) });

export function useReferral() {
  return useQuery(referralQuery);
}
