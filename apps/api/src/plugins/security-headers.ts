import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SECURITY_HEADER_VALUES } from '../lib/security-headers';

/**
 * Every answer carries the security headers (computed once in lib/security-headers). They go on
 * the raw response, as helmet's did, so a static file's own header (the SCORM policy) still wins.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (_request, reply, done) => {
    for (const name in SECURITY_HEADER_VALUES) reply.raw.setHeader(name, SECURITY_HEADER_VALUES[name] as string);
    done();
  });
});
