import {
  type AccreditationBody,
  type ModuleAccreditation,
  moduleAccreditationSchema,
} from '@apopunkt/domain/schemas/training-points';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = (uuid: string) => ['admin', 'modules', 'accreditation', uuid] as const;

/** GET /v1/admin/modules/{uuid}/accreditation: the module's accreditation or null. */
export function moduleAccreditationQuery(uuid: string) {
  return queryOptions({
    queryKey: key(uuid),
    queryFn: ({ signal }) =>
      api.get(`/v1/admin/modules/${uuid}/accreditation`, { schema: moduleAccreditationSchema, signal }),
  });
}

export function useModuleAccreditation(uuid: string) {
  return useQuery(moduleAccreditationQuery(uuid));
}

/** PUT (body) or DELETE (null) /v1/admin/modules/{uuid}/accreditation; the answer replaces the cache. */
export function useSaveModuleAccreditation(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AccreditationBody | null): Promise<ModuleAccreditation> => {
      if (body === null) {
        await api.delete(`/v1/admin/modules/${uuid}/accreditation`);
        return { accreditation: null };
      }
      return api.put(`/v1/admin/modules/${uuid}/accreditation`, body, { schema: moduleAccreditationSchema });
    },
    onSuccess: (data) => client.setQueryData(key(uuid), data),
  });
}
