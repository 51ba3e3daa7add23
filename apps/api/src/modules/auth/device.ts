import type { FastifyRequest } from 'fastify';

/** At most this much of a User-Agent is kept: enough to tell browsers and systems apart. */
const DEVICE_MAX_LENGTH = 300;

/** The device a session starts on, as its User-Agent says (shown in the member's device list). */
export function deviceOf(request: FastifyRequest): string | null {
  const agent = request.headers['user-agent']?.trim();
  return agent ? agent.slice(0, DEVICE_MAX_LENGTH) : null;
}
