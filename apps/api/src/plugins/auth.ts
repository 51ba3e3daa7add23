import type { AppError } from '@apopunkt/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bearer } from '../lib/bearer';

/**
 * Reads the bearer token on every request; the access guards decide what a route needs. An
 * invalid or expired token fails only routes that need a user, so public calls keep working.
 * Every API answer is private by default: `Cache-Control: no-store` unless the route says otherwise.
 */
export const authPlugin = fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('claims', null);
  app.decorateRequest('user', null);
  app.decorateRequest('userProfile', null);
  app.decorateRequest('tokenError', null);
  // Callback style: a request without a token (health, pages, public reads) goes on at once.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    const token = bearer(request);
    if (!token || request.routeOptions.config?.rawBearer) return done();
    app.deps.tokens.verifyAccess(token).then(
      (claims) => {
        request.claims = claims;
        done();
      },
      (err: unknown) => {
        request.tokenError = err as AppError;
        done();
      },
    );
  });
});
