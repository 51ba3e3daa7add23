import { moduleThirdPartySetSchema, thirdPartySetPageSchema } from '@apopunkt/domain/schemas/third-party-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = (moduleUuid: string) => ['admin', 'third-party-data', 'module', moduleUuid];

/** GET /v1/admin/modules/{uuid}/third-party-data. */
export function useModuleThirdPartySet(moduleUuid: string) {
  return useQuery({
    queryKey: key(moduleUuid),
    queryFn: ({ signal }) =>
      api.get(`/v1/admin/modules/${moduleUuid}/third-party-data`, { schema: moduleThirdPartySetSchema, signal }),
  });
}

/** PUT /v1/admin/modules/{uuid}/third-party-data with a set's uuid or null. */
export function usePutModuleThirdPartySet(moduleUuid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setUuid: string | null) =>
      api.put(`/v1/admin/modules/${moduleUuid}/third-party-data`, { setUuid }, { schema: moduleThirdPartySetSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'third-party-data'] }),
  });
}

/** The sets to choose from (GET /v1/admin/third-party-data, up to 500). */
export function useThirdPartySetOptions() {
  return useQuery({
    queryKey: ['admin', 'third-party-data', 'options'],
    queryFn: ({ signal }) =>
      api.get('/v1/admin/third-party-data?limit=500', { schema: thirdPartySetPageSchema, signal }),
    select: (page) => page.results.map((s) => ({ value: s.uuid, label: `${s.partner}: ${s.title}` })),
  });
}
