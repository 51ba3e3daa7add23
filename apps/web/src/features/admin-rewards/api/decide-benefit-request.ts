import { adminBenefitRequestSchema, type DecideBenefitRequestBody } from '@apopunkt/domain/schemas/benefits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PATCH /v1/admin/benefit-requests/{id}: the decision; the user gets a mail with the note. */
export function decideBenefitRequest({ id, ...body }: DecideBenefitRequestBody & { id: number }) {
  return api.patch(`/v1/admin/benefit-requests/${id}`, body, { schema: adminBenefitRequestSchema });
}

export function useDecideBenefitRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideBenefitRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'benefit-requests'] }),
  });
}
