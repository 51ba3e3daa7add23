import { moduleAnalyticsSchema } from '@apopunkt/domain/schemas/business';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/business/modules/{slug}/analytics: every analytics report. */
export function fetchModuleAnalytics(slug: string, signal?: AbortSignal) {
  return api.get(`/v1/business/modules/${encodeURIComponent(slug)}/analytics`, {
    schema: moduleAnalyticsSchema,
    signal,
  });
}

export function moduleAnalyticsQuery(slug: string) {
  return queryOptions({
    queryKey: ['business', 'modules', slug, 'analytics'],
    queryFn: ({ signal }) => fetchModuleAnalytics(slug, signal),
  });
}

export function useModuleAnalytics(slug: string, enabled = true) {
  return useQuery({ ...moduleAnalyticsQuery(slug), enabled });
}
