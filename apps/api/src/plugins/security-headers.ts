import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { applySecurityHeaders } from '../lib/security-headers';

/** Every answer carries the security headers (computed once in lib/security-headers). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    applySecurityHeaders(reply.raw);
    done();
  });
});
