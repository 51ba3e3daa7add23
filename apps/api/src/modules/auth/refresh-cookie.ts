import {
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  WEB_CLIENT_HEADER,
  WEB_CLIENT_VALUE,
} from '@apopunkt/domain/constants/web-client';
import { SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { parseCookie, type SerializeOptions } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clearCookie, secureCookies, writeCookie } from '../../lib/cookies';

/**
 * The refresh token of a browser session (DESIGN §4, issue 33): an HttpOnly, SameSite=Strict
 * cookie sent only to the session calls, so no page script (not even a hostile upload running on
 * our origin) can read it. It lives as long as its session (refresh-token family).
 */
function options(publicUrl: string): SerializeOptions {
  return { path: REFRESH_COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: secureCookies(publicUrl) };
}

/** A call made by the web app (it sends the marker header on every call). */
export function isWebClient(request: FastifyRequest): boolean {
  return request.headers[WEB_CLIENT_HEADER] === WEB_CLIENT_VALUE;
}

/** Sets the cookie to `refresh`, kept until its session ends at `expiresAt` (30 days absolute). */
export function setRefreshCookie(
  reply: FastifyReply,
  publicUrl: string,
  session: { refresh: string; expiresAt: Date; now: Date },
): void {
  const { refresh, expiresAt, now } = session;
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  writeCookie(reply, REFRESH_COOKIE, refresh, { ...options(publicUrl), maxAge });
}

export function clearRefreshCookie(reply: FastifyReply, publicUrl: string): void {
  clearCookie(reply, REFRESH_COOKIE, options(publicUrl));
}

function isOwnOrigin(origin: string, publicUrl: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return url.origin === new URL(publicUrl).origin || (!!host && url.host === host);
  } catch {
    return false;
  }
}

/**
 * The refresh token in the cookie, for a call authenticated by it. The cookie goes with every
 * request to its path, so such a call must show it comes from the portal's own pages: the marker
 * header (which a cross-site page can send only after a CORS preflight that the API refuses), an
 * `Origin` of the portal's own (PUBLIC_URL's or the request's host) and, where the browser says,
 * `Sec-Fetch-Site: same-origin`. Null without the cookie; 403 for a foreign request.
 */
export function refreshFromCookie(request: FastifyRequest, publicUrl: string): string | null {
  const token = parseCookie(request.headers.cookie ?? '')[REFRESH_COOKIE];
  if (!token) return null;
  const { origin, host } = request.headers;
  const site = request.headers['sec-fetch-site'];
  const own =
    isWebClient(request) &&
    (site === undefined || site === 'same-origin') &&
    (origin === undefined || isOwnOrigin(origin, publicUrl, host));
  if (!own) throw new AppError('FORBIDDEN', SESSION_ERRORS.foreignOrigin);
  return token;
}
