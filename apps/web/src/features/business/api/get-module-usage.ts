import { moduleUsageSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/modules/{slug}/usage: the usage statistics module. */
export function fetchModuleUsage(slug: string, signal?: AbortSignal) {
  return api.get(`/v1/business/modules/${encodeURIComponent(slug)}/usage`, { schema: moduleUsageSchema, signal });
}

export function moduleUsageQuery(slug: string) {
  return queryOptions({
    queryKey: ['business', 'modules', slug, 'usage'],
    queryFn: ({ signal }) => fetchModuleUsage(slug, signal),
  });
}

export function useModuleUsage(slug: string, enabled = true) {
  return useQuery({ ...moduleUsageQuery(slug), enabled });
}
