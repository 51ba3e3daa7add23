import { type SerializeOptions, stringifySetCookie } from 'cookie';
import type { FastifyReply } from 'fastify';

/**
 * Whether the portal's cookies carry `Secure`: decided by the configured address (PUBLIC_URL),
 * not by the request, whose protocol behind a TLS-terminating proxy is plain http.
 */
export function secureCookies(publicUrl: string): boolean {
  return publicUrl.startsWith('https:');
}

/** Adds a cookie to the answer (Fastify sends each `set-cookie` it was given, error answers too). */
export function writeCookie(reply: FastifyReply, name: string, value: string, options: SerializeOptions): void {
  reply.header('set-cookie', stringifySetCookie({ name, value, ...options }));
}

/** Removes a cookie set with `options` (same name, path and attributes). */
export function clearCookie(reply: FastifyReply, name: string, options: SerializeOptions): void {
  writeCookie(reply, name, '', { ...options, maxAge: 0, expires: new Date(0) });
}
