import { DEFAULT_PRODUCT_NAME } from '@apopunkt/domain/constants/limits';
import type { PlatformConfig } from '@apopunkt/domain/schemas/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const platformConfigQuery = queryOptions({
  queryKey: ['platform-config'],
  queryFn: ({ signal }) =>
    api.get('/v1/config', {
      schema: () => import('@apopunkt/domain/schemas/platform').then((m) => m.platformConfigSchema),
      signal,
    }),
  staleTime: Number.POSITIVE_INFINITY,
});

const FALLBACK: PlatformConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  serverVersion: '…',
  adminBackendUrl: '/api/docs',
  supportEmail: 'support@apopunkt.de',
  sentryDsn: null,
};

/** Product name (PRODUCT_NAME on the server) and versions; the default until loaded. */
export function usePlatformConfig(): PlatformConfig {
  return useQuery(platformConfigQuery).data ?? FALLBACK;
}

export function useProductName(): string {
  return usePlatformConfig().productName;
}
