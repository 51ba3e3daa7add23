import { DEFAULT_PRODUCT_NAME } from '@apopunkt/domain/constants/limits';
import { sessionEndpoints } from '@apopunkt/domain/endpoints/session';
import type { PlatformConfig } from '@apopunkt/domain/schemas/platform';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './call';
import { queryKeyOf } from './query-key';

export const platformConfigQuery = queryOptions({
  queryKey: queryKeyOf(sessionEndpoints.config),
  queryFn: ({ signal }) => call(sessionEndpoints.config, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

const FALLBACK: PlatformConfig = {
  productName: DEFAULT_PRODUCT_NAME,
  serverVersion: '…',
  adminBackendUrl: '',
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
