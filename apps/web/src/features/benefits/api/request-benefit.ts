import { benefitsEndpoints } from '@apopunkt/domain/endpoints/benefits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

/** Requests a benefit with an optional message. */
export function requestBenefit({ benefitId, message }: { benefitId: number; message: string }) {
  const body = message.trim() ? { message: message.trim() } : {};
  return call(benefitsEndpoints.request, { params: { id: benefitId }, body });
}

export function useRequestBenefit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBenefit,
    onSettled: () => invalidateEndpoints(queryClient, benefitsEndpoints.list, benefitsEndpoints.myRequests),
  });
}
