import { defineEndpoint } from './define-endpoint';

// Loaders declared apart from the endpoints, so their types are the schemas' own (inside
// defineEndpoint the contextual type would widen them to any schema).
const platformConfig = () => import('../schemas/platform').then((m) => m.platformConfigSchema);
const user = () => import('../schemas/users').then((m) => m.userSchema);
const refreshBody = () => import('../schemas/auth').then((m) => m.refreshSessionSchema.optional());
const sessionTokens = () => import('../schemas/auth').then((m) => m.sessionTokensSchema);

/**
 * The calls the web's entry makes before any page is drawn: the platform config, the current user
 * and the session's refresh and end. Their schemas load on first use (`() => import(…)`), so
 * importing these declarations does not bring zod into the first download.
 */
export const sessionEndpoints = {
  /** Product name (PRODUCT_NAME), server version and the links the client shows. */
  config: defineEndpoint({ method: 'GET', path: '/v1/config', access: 'public', answer: { 200: platformConfig } }),
  /** The signed-in user's own record. */
  currentUser: defineEndpoint({ method: 'GET', path: '/v1/me', tag: 'account', answer: { 200: user } }),
  /** A new access token, for the refresh token in the body or (the web app) in the HttpOnly cookie. */
  refresh: defineEndpoint({
    method: 'POST',
    path: '/v1/sessions/refresh',
    tag: 'auth',
    access: 'public',
    body: refreshBody,
    answer: { 200: sessionTokens },
  }),
  /** Ends the session of the refresh token sent as bearer or in the cookie. */
  signOut: defineEndpoint({ method: 'DELETE', path: '/v1/sessions', tag: 'auth', access: 'public' }),
};
