import { DEFAULT_PRODUCT_NAME } from '@apopunkt/domain/constants/limits';
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { forgetMemberDataWhenSessionEnds } from './member-data-cache';
import { platformConfigQuery } from './platform-config';
import { sessionStore } from './session-store';

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== null && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
forgetMemberDataWhenSessionEnds(queryClient, sessionStore);

/** The product name outside React (route guards, API hooks); the default until the config is loaded. */
export function currentProductName(): string {
  return queryClient.getQueryData(platformConfigQuery.queryKey)?.productName ?? DEFAULT_PRODUCT_NAME;
}
