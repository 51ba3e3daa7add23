import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applySecurityHeaders } from '../lib/security-headers';

/** Every answer carries the security headers: the API's short set or the page set (lib/security-headers). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.url, reply.raw);
    done();
  });
});
