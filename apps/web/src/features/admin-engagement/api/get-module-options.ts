import { moduleOptionsSchema } from '@apopunkt/domain/schemas/competitions';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/engagement/modules: module choices for competitions and weekly challenges. */
export function useModuleOptions() {
  return useQuery({
    queryKey: ['admin', 'engagement', 'modules'],
    queryFn: ({ signal }) => api.get('/v1/admin/engagement/modules', { schema: moduleOptionsSchema, signal }),
    staleTime: 60_000,
  });
}
