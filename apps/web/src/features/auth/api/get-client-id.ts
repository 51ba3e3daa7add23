import { authEndpoints } from '@apopunkt/domain/endpoints/auth';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const BOT_PATTERN = /bot|crawler|spider/i;

/** Spec §7: the client id is skipped for bots; headless browsers used in tests are not bots. */
export function isBot(userAgent: string = navigator.userAgent): boolean {
  return BOT_PATTERN.test(userAgent);
}

/** A signed, short-lived hash the availability check requires. */
export const clientIdQuery = queryOptions({
  queryKey: queryKeyOf(authEndpoints.clientId),
  queryFn: ({ signal }) => call(authEndpoints.clientId, { signal, bearer: null }),
  staleTime: 5 * 60_000,
  retry: false,
});
