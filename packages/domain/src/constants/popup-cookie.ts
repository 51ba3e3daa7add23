/**
 * The Home popup's hide state (spec §4) as a cookie, so that the server drawing a member's Home
 * knows it: the uuid of the popup the member closed (a newer popup shows again). Written by the
 * browser (apps/web/src/features/popups/lib/closed-popup.ts; public/start-app.js names it
 * literally), read there and by the API (apps/api/src/plugins/web-app.ts). Not HttpOnly, for the
 * whole site, SameSite=Lax, kept a year.
 */
export const POPUP_CLOSED_COOKIE = 'apopunkt_popup_closed';

/** How long the browser keeps it: a year, in seconds. */
export const POPUP_CLOSED_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
