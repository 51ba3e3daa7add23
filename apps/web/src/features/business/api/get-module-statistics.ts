import { moduleStatisticsSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/modules/{slug}/statistics: the manufacturer statistics module. */
export function fetchModuleStatistics(slug: string, signal?: AbortSignal) {
  return api.get(`/v1/business/modules/${encodeURIComponent(slug)}/statistics`, {
    schema: moduleStatisticsSchema,
    signal,
  });
}

export function moduleStatisticsQuery(slug: string) {
  return queryOptions({
    queryKey: ['business', 'modules', slug, 'statistics'],
    queryFn: ({ signal }) => fetchModuleStatistics(slug, signal),
  });
}

export function useModuleStatistics(slug: string, enabled = true) {
  return useQuery({ ...moduleStatisticsQuery(slug), enabled });
}
