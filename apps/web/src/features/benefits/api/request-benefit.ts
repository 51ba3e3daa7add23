import { benefitRequestSchema } from '@apopunkt/domain/schemas/benefits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/benefits/{id}/requests with an optional message. */
export function requestBenefit({ benefitId, message }: { benefitId: number; message: string }) {
  const body = message.trim() ? { message: message.trim() } : {};
  return api.post(`/v1/benefits/${benefitId}/requests`, body, { schema: benefitRequestSchema });
}

export function useRequestBenefit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestBenefit,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['benefits'] }),
  });
}
