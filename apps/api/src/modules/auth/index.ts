// The module's front door: what other modules may use.
export { authRoutes } from './auth.routes';
export { assertNotBlocked, IP_LIMITS, recordFailure, SIGN_IN_BACKOFF } from './auth-rate-limits';
export { clearRefreshCookie, isWebClient, setRefreshCookie } from './refresh-cookie';
export { issueSession, SESSION_MAX_AGE_MS } from './session-tokens';
export { accessForLiveSession, sessionEndOf } from './sessions.service';
export { totpCode } from './totp';
