import type { SerializeOptions } from 'cookie';
import { createHs256, isUserId, isUuid } from '../../lib/jwt';
import type { KeyRing } from '../../lib/keys';
import { SESSION_MAX_AGE_MS } from '../auth';

const MAX_AGE_SECONDS = SESSION_MAX_AGE_MS / 1000;

export interface PageSession {
  userId: number;
  familyId: string;
}

/**
 * The page session: a cookie that tells the server, on a plain page load, which member asks, so
 * that it can send their Home already drawn (member-page.service.ts). It names the user and the
 * session (refresh-token family) and is good only while that session lives: sign-out, a password
 * change or a revoked family end it. It is signed with a key of its own under a header of its own,
 * so it never passes as an access token, and it rotates nothing: the session's tokens (the access
 * token in the app's memory, the refresh token in its HttpOnly cookie) stay the only way into the API.
 */
export function createPageSessionCodec(keys: KeyRing, now: () => Date) {
  const codec = createHs256(keys.derive('page-session'), 'page');
  return {
    sign(session: PageSession): string {
      const iat = Math.floor(now().getTime() / 1000);
      return codec.sign({ sub: String(session.userId), sid: session.familyId, iat, exp: iat + MAX_AGE_SECONDS });
    },
    /** The session a cookie names, or null when it is not ours, altered or expired. */
    verify(token: string): PageSession | null {
      const payload = codec.verify(token);
      if (!payload || typeof payload.exp !== 'number') return null;
      if (payload.exp <= Math.floor(now().getTime() / 1000)) return null;
      if (!isUserId(payload.sub) || !isUuid(payload.sid)) return null;
      return { userId: Number(payload.sub), familyId: payload.sid };
    },
  };
}

/**
 * Sent on top-level navigations from other sites but not with their requests. Not HttpOnly: the
 * browser clears it whenever its session ends, also when the sign-out call does not get through
 * (a shared pharmacy computer must not show the last member's Home). It opens no API call, so a
 * script that could read it gains no session. `Secure` when PUBLIC_URL is https (lib/cookies.ts).
 */
export function pageSessionCookieOptions(secure: boolean): SerializeOptions {
  return { path: '/', httpOnly: false, sameSite: 'lax', secure, maxAge: MAX_AGE_SECONDS };
}
