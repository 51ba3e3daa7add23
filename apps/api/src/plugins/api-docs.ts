import swaggerUi, { type FastifySwaggerUiConfigOptions } from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiDocsAccess } from '../config';
import { assertAccess, loadSignedInUser } from '../modules/users';

type Interceptor = NonNullable<FastifySwaggerUiConfigOptions['requestInterceptor']>;

/** The OpenAPI document itself; the rest under /api/docs is Swagger UI's page and files. */
const DOCUMENT = /^\/api\/docs\/(json|yaml)(\?|$)/;

/** 401 for guests, 403 for signed-in users who are not staff, on the document only. */
async function staffOnlyDocument(request: FastifyRequest): Promise<void> {
  if (!DOCUMENT.test(request.url)) return;
  const user = await loadSignedInUser(request, { allowOtpPending: false });
  assertAccess(user, 'staff', request.server.deps.config.PRODUCT_NAME);
}

/**
 * Asks an open tab of the web app for the staff member's access token (BroadcastChannel, same
 * origin only; api-docs-token-bridge.ts in the web app answers) and sends it with every request
 * of the docs page, so the document loads for staff who opened the page from the portal. Without
 * an answer within 5 s (no portal tab open) the request goes without a token.
 * Serialised into the page by @fastify/swagger-ui, so it may use nothing from this module: the
 * channel's name is API_DOCS_CHANNEL written out (api-docs.test.ts checks they agree).
 */
const requestInterceptor: Interceptor = function requestInterceptor(request) {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel('apopunkt-api-docs');
    const done = (token?: unknown) => {
      channel.close();
      if (typeof token === 'string') request.headers.Authorization = `Bearer ${token}`;
      resolve(request);
    };
    const timer = setTimeout(() => done(), 5000);
    channel.onmessage = (event) => {
      if (event.data?.type !== 'token') return;
      clearTimeout(timer);
      done(event.data.token);
    };
    channel.postMessage({ type: 'token-request' });
  });
};

/**
 * Swagger UI at /api/docs as API_DOCS says: `public` for everyone, `off` not at all, `staff` (the
 * default in production) the OpenAPI document only for a signed-in staff user's bearer token. The
 * page and its scripts hold nothing of the API, so they stay public; the page gets the token from
 * the portal's open tab (requestInterceptor). Registered after the auth plugin (the token is read)
 * and before the access plugin (whose default would ask a token for the page too).
 */
export async function registerApiDocs(app: FastifyInstance, access: ApiDocsAccess): Promise<void> {
  if (access === 'off') return;
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    ...(access === 'staff' ? { uiHooks: { onRequest: staffOnlyDocument }, uiConfig: { requestInterceptor } } : {}),
  });
}
