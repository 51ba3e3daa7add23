import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id arrives in (from a proxy) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

const ACCEPTED = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * The request's id: the proxy's `X-Request-Id` when it looks like an id (so one id follows a
 * request through nginx and the API's logs), otherwise a new UUID. Anything else a client sends
 * there is ignored, so no one can write arbitrary text into the logs.
 */
export function requestIdFor(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
