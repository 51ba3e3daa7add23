import { clientIdSchema } from '@apopunkt/domain/schemas/auth';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const BOT_PATTERN = /bot|crawler|spider/i;

/** Spec §7: the client id is skipped for bots; headless browsers used in tests are not bots. */
export function isBot(userAgent: string = navigator.userAgent): boolean {
  return BOT_PATTERN.test(userAgent);
}

/** GET /v1/users/client-id: a signed, short-lived hash the availability check requires. */
export const clientIdQuery = queryOptions({
  queryKey: ['users', 'client-id'],
  queryFn: ({ signal }) => api.get('/v1/users/client-id', { schema: clientIdSchema, signal, bearer: null }),
  staleTime: 5 * 60_000,
  retry: false,
});
