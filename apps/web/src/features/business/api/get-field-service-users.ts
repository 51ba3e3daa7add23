import { fieldServiceAdminEndpoints } from '@apopunkt/domain/endpoints/admin-field-service';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Staff: the field-service users whose training view they may choose. */
export const fieldServiceUsersQuery = queryOptions({
  queryKey: queryKeyOf(fieldServiceAdminEndpoints.users),
  queryFn: ({ signal }) => call(fieldServiceAdminEndpoints.users, { signal }),
});

export function useFieldServiceUsers(enabled: boolean) {
  return useQuery({ ...fieldServiceUsersQuery, enabled });
}
