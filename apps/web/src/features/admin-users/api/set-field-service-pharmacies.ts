import { fieldServiceAdminEndpoints } from '@apopunkt/domain/endpoints/admin-field-service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { fieldServicePharmaciesQuery } from './get-field-service-pharmacies';

/** Exactly these pharmacies afterwards; the answer is the new assignment. */
export function useSetFieldServicePharmacies(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organisationIds: number[]) =>
      call(fieldServiceAdminEndpoints.setPharmacies, { params: { id: userId }, body: { organisationIds } }),
    onSuccess: (data) => queryClient.setQueryData(fieldServicePharmaciesQuery(userId).queryKey, data),
  });
}
