/**
 * The BroadcastChannel on which the API docs page (apps/api/src/plugins/api-docs.ts) asks the
 * portal's open tab (apps/web/src/lib/api-docs-token-bridge.ts) for a staff access token.
 */
export const API_DOCS_CHANNEL = 'apopunkt-api-docs';
