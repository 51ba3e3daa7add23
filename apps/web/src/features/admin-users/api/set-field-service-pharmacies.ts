import { fieldServicePharmaciesSchema } from '@apopunkt/domain/schemas/business';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { fieldServicePharmaciesQuery } from './get-field-service-pharmacies';

/** PUT /v1/admin/users/{id}/field-service-pharmacies: exactly these pharmacies afterwards. */
export function setFieldServicePharmacies(userId: number, organisationIds: number[]) {
  return api.put(
    `/v1/admin/users/${userId}/field-service-pharmacies`,
    { organisationIds },
    { schema: fieldServicePharmaciesSchema },
  );
}

export function useSetFieldServicePharmacies(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organisationIds: number[]) => setFieldServicePharmacies(userId, organisationIds),
    onSuccess: (data) => queryClient.setQueryData(fieldServicePharmaciesQuery(userId).queryKey, data),
  });
}
