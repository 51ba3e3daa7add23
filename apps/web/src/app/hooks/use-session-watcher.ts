import { decodeTokenPayload } from '@apopunkt/domain/rules/session';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { paths, signInHref } from '../../config/paths';
import { loadCurrentUser, useSession } from '../../lib/auth';
import {
  endServerSession,
  ensureFreshSession,
  expireSession,
  msUntilRefresh,
  signedInUser,
} from '../../lib/session-lifecycle';
import { matchesNeedSignIn } from '../guards/route-guard';

const MAX_TIMEOUT_MS = 2_147_483_647;

/**
 * Keeps the session alive and reacts when it ends (spec §4): refreshes the access token shortly
 * before it expires, and fetches one when the browser holds a session but this tab has no token
 * (another tab signed in); an unreadable token clears the session; when the session ends (here or
 * in another tab) the server session is ended and, if the page needs a login, the user goes to
 * sign-in with the full path as redirect. The user record is refreshed once on start.
 */
export function useSessionWatcher(): void {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const current = useRef({ location, matches });
  current.current = { location, matches };
  const previous = useRef(session);

  useEffect(() => {
    if (signedInUser()) loadCurrentUser().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!session.active) return undefined;
    if (!session.access) {
      void ensureFreshSession();
      return undefined;
    }
    const delay = msUntilRefresh(session.access, Date.now());
    if (delay === null) return undefined;
    const timer = window.setTimeout(() => void ensureFreshSession(), Math.min(delay, MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [session.access, session.active]);

  useEffect(() => {
    const before = previous.current;
    previous.current = session;
    if (session.access && !decodeTokenPayload(session.access)) {
      expireSession();
      return;
    }
    if (!before.active || session.active) return;
    void endServerSession();
    const { location: here, matches: matched } = current.current;
    if (here.pathname === paths.SignOut.path) navigate(paths.SignIn.path, { replace: true });
    else if (matchesNeedSignIn(matched))
      navigate(signInHref(`${here.pathname}${here.search}${here.hash}`), { replace: true });
  }, [session, navigate]);
}
