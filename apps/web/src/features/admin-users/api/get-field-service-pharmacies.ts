import { fieldServiceAdminEndpoints } from '@apopunkt/domain/endpoints/admin-field-service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The pharmacies assigned to a field-service user. */
export function fieldServicePharmaciesQuery(userId: number) {
  const params = { id: userId };
  return queryOptions({
    queryKey: queryKeyOf(fieldServiceAdminEndpoints.pharmacies, { params }),
    queryFn: ({ signal }) => call(fieldServiceAdminEndpoints.pharmacies, { params, signal }),
  });
}

export function useFieldServicePharmacies(userId: number) {
  return useQuery(fieldServicePharmaciesQuery(userId));
}
