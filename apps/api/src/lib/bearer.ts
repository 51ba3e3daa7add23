import type { FastifyRequest } from 'fastify';

/** The bearer token of the Authorization header, or null. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}
