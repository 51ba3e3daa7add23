/**
 * The web build writes the patterns of the app's route table (apps/web/src/app/routes) into this
 * file of its output folder (apps/web/build-plugins/prerender.ts); the server reads it once at the
 * start (apps/api/src/plugins/web-app.ts) and answers 404, with the app's own 404 page, for an
 * address no route matches.
 */
export const APP_ROUTES_FILE = 'app-routes.json';
