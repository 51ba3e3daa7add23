import { PAGE_SESSION_COOKIE } from '@apopunkt/domain/constants/page-session';
import type { TokenPair } from '@apopunkt/domain/schemas/auth';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preSerializationAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { clearCookie, secureCookies, writeCookie } from '../lib/cookies';
import { clearRefreshCookie, isWebClient, sessionEndOf, setRefreshCookie } from '../modules/auth';
import { createPageSessionCodec, pageSessionCookieOptions } from '../modules/page-sessions';
import { appendRouteHook } from './route-hooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `issue`: the route answers `{access, refresh}`; the page-session cookie follows the new
     * session (cleared while a two-factor code is pending) and a web-app call gets the refresh
     * token as its HttpOnly cookie instead of in the body. `end`: the route ends the session and
     * both cookies with it.
     */
    pageSession?: 'issue' | 'end';
  }
}

/**
 * Sets and clears the session's cookies on the routes that start, continue and end sessions: the
 * page-session cookie (modules/page-sessions/page-session.ts) and, for the web app, the refresh
 * cookie (modules/auth/refresh-cookie.ts). The hooks are attached to those routes only (see
 * route-hooks.ts). Cookies are read only where they are needed (web-app.ts, the session routes).
 */
export const pageSessionPlugin = fp(async function pageSession(app: FastifyInstance) {
  const { publicUrl } = app.deps.config;
  const pageCookie = pageSessionCookieOptions(secureCookies(publicUrl));
  const codec = createPageSessionCodec(app.deps.keys, () => app.deps.clock.now());

  /** Moves the refresh token of a web-app answer from the body into its cookie. */
  async function handOverRefresh(reply: FastifyReply, tokens: TokenPair): Promise<Partial<TokenPair>> {
    const expiresAt = await sessionEndOf(app.deps, tokens.refresh);
    if (!expiresAt) return tokens;
    setRefreshCookie(reply, publicUrl, { refresh: tokens.refresh, expiresAt, now: app.deps.clock.now() });
    const { refresh: _inCookie, ...rest } = tokens;
    return rest;
  }

  const followSession: preSerializationAsyncHookHandler = async (request: FastifyRequest, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const tokens = payload as Partial<TokenPair> | null;
    if (typeof tokens?.access !== 'string') return payload;
    const claims = await app.deps.tokens.verifyAccess(tokens.access);
    if (claims.otp === 'pending') clearCookie(reply, PAGE_SESSION_COOKIE, pageCookie);
    else {
      const value = codec.sign({ userId: Number(claims.sub), familyId: claims.sid });
      writeCookie(reply, PAGE_SESSION_COOKIE, value, pageCookie);
    }
    if (!isWebClient(request) || typeof tokens.refresh !== 'string') return payload;
    return handOverRefresh(reply, tokens as TokenPair);
  };
  // Before the route runs (and its access guard), so that the cookies go whatever the answer.
  const endSession: onRequestHookHandler = (_request, reply, done) => {
    clearCookie(reply, PAGE_SESSION_COOKIE, pageCookie);
    clearRefreshCookie(reply, publicUrl);
    done();
  };
  app.addHook('onRoute', (route: RouteOptions) => {
    const pageSession = route.config?.pageSession;
    if (pageSession === 'issue') appendRouteHook(route, 'preSerialization', followSession);
    if (pageSession === 'end') appendRouteHook(route, 'onRequest', endSession);
  });
});
