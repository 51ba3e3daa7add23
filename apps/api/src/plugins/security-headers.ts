import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { applySecurityHeaders } from '../lib/security-headers';

/**
 * Every answer carries the security headers (the API's short set or the page set, lib/security-headers)
 * and its request id, which every log line of the request names too.
 */
export const securityHeadersPlugin = fp(async function securityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    applySecurityHeaders(request.url, reply.raw);
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });
});
