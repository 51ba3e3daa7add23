import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import type { AccreditationBody, ModuleAccreditation } from '@apopunkt/domain/schemas/training-points';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const accreditationKey = (uuid: string) => queryKeyOf(modulesAdminEndpoints.accreditation, { params: { uuid } });

/** The module's accreditation or null. */
export function moduleAccreditationQuery(uuid: string) {
  return queryOptions({
    queryKey: accreditationKey(uuid),
    queryFn: ({ signal }) => call(modulesAdminEndpoints.accreditation, { params: { uuid }, signal }),
  });
}

export function useModuleAccreditation(uuid: string) {
  return useQuery(moduleAccreditationQuery(uuid));
}

/** Saves the accreditation (a body) or removes it (null); the answer replaces the cache. */
export function useSaveModuleAccreditation(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccreditationBody | null): Promise<ModuleAccreditation> => {
      if (body === null) {
        await call(modulesAdminEndpoints.removeAccreditation, { params: { uuid } });
        return { accreditation: null };
      }
      return call(modulesAdminEndpoints.saveAccreditation, { params: { uuid }, body });
    },
    onSuccess: (data) => client.setQueryData(accreditationKey(uuid), data),
  });
}
