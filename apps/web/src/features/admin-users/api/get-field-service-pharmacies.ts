import { fieldServicePharmaciesSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/users/{id}/field-service-pharmacies: pharmacies assigned to a field-service user. */
export function getFieldServicePharmacies(userId: number, signal?: AbortSignal) {
  return api.get(`/v1/admin/users/${userId}/field-service-pharmacies`, {
    schema: fieldServicePharmaciesSchema,
    signal,
  });
}

export function fieldServicePharmaciesQuery(userId: number) {
  return queryOptions({
    queryKey: ['admin', 'users', userId, 'field-service-pharmacies'],
    queryFn: ({ signal }) => getFieldServicePharmacies(userId, signal),
  });
}

export function useFieldServicePharmacies(userId: number) {
  return useQuery(fieldServicePharmaciesQuery(userId));
}
