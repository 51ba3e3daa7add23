/**
 * How the web app marks its calls and where its refresh token lives (DESIGN §4, issue 33).
 * A call carrying `WEB_CLIENT_HEADER: WEB_CLIENT_VALUE` is a browser's: the calls that hand out a
 * session answer only `{access}` and put the refresh token into an HttpOnly cookie, which no page
 * script can read. Calls without the header (tests, bench, other clients) get `{access, refresh}`.
 * A custom header also makes any cross-site request a CORS preflight, which the API never allows.
 */
export const WEB_CLIENT_HEADER = 'x-apopunkt-client';
export const WEB_CLIENT_VALUE = 'web';

/** The HttpOnly refresh-token cookie, sent only to the session calls under its path. */
export const REFRESH_COOKIE = 'apopunkt_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/sessions';
