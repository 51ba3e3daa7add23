import { rewardsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-rewards';
import type { DecideBenefitRequestBody } from '@apopunkt/domain/schemas/benefits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

/** The decision on a benefit request; the user gets a mail with the note. */
export function decideBenefitRequest({ id, ...body }: DecideBenefitRequestBody & { id: number }) {
  return call(rewardsAdminEndpoints.decideBenefitRequest, { params: { id }, body });
}

export function useDecideBenefitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBenefitRequest,
    onSettled: () => invalidateEndpoints(queryClient, rewardsAdminEndpoints.benefitRequests),
  });
}
