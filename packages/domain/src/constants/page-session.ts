/**
 * The page-session cookie (apps/api/src/modules/page-sessions/page-session.ts): set by the server
 * with each session's tokens, cleared by it on sign-out and by the browser whenever its session
 * ends, so that a signed-out browser is never sent a member's page.
 */
export const PAGE_SESSION_COOKIE = 'apopunkt_page';
