import { PAGE_SESSION_COOKIE } from '@apopunkt/domain/constants/page-session';
import { type SerializeOptions, stringifySetCookie } from 'cookie';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preSerializationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { createPageSessionCodec, pageSessionCookieOptions } from '../modules/page-sessions/page-session';
import { appendRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `issue`: the route answers `{access, refresh}` and the page-session cookie follows the new
     * session (cleared while a two-factor code is pending). `end`: the route ends the session and
     * the cookie with it.
     */
    pageSession?: 'issue' | 'end';
  }
}

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Adds the cookie to the answer (Fastify sends each `set-cookie` it was given, error answers too). */
function writePageSession(reply: FastifyReply, value: string, options: SerializeOptions): void {
  reply.header('set-cookie', stringifySetCookie({ name: PAGE_SESSION_COOKIE, value, ...options }));
}

function clearPageSession(request: FastifyRequest, reply: FastifyReply): void {
  writePageSession(reply, '', { ...pageSessionCookieOptions(secure(request)), maxAge: 0, expires: new Date(0) });
}

/**
 * Sets and clears the page-session cookie (modules/page-sessions/page-session.ts) on the routes
 * that start, continue and end sessions: the hooks are attached to those routes only (see
 * route-hooks.ts). Cookies are read only where a page needs them (web-app.ts), not on every request.
 */
export const pageSessionPlugin = fp(async (app: FastifyInstance) => {
  const codec = createPageSessionCodec(app.deps.keys, () => app.deps.clock.now());
  const followSession: preSerializationAsyncHookHandler = async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const access = (payload as { access?: unknown } | null)?.access;
    if (typeof access !== 'string') return payload;
    const claims = await app.deps.tokens.verifyAccess(access);
    if (claims.otp === 'pending') clearPageSession(request, reply);
    else {
      const value = codec.sign({ userId: Number(claims.sub), familyId: claims.sid });
      writePageSession(reply, value, pageSessionCookieOptions(secure(request)));
    }
    return payload;
  };
  // Before the route runs (and its access guard), so that the cookie goes whatever the answer.
  const endSession: onRequestHookHandler = (request, reply, done) => {
    clearPageSession(request, reply);
    done();
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const pageSession = route.config?.pageSession;
    if (pageSession === 'issue') appendRouteHook(route, 'preSerialization', followSession);
    if (pageSession === 'end') appendRouteHook(route, 'onRequest', endSession);
  });
});
