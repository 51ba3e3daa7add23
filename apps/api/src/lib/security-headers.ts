import helmet from 'helmet';

/** The security headers of every answer (helmet), shared by the plugin and the framework-error path. */
export const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      frameSrc: ["'self'", 'https:'],
      mediaSrc: ["'self'", 'blob:'],
    },
  },
};

const applyHeaders = helmet(SECURITY_HEADERS);

/**
 * Sets the security headers on a raw response. For answers Fastify writes before any hook runs
 * (a malformed URL, an over-long path parameter), where @fastify/helmet's onRequest hook cannot.
 */
export function applySecurityHeaders(req: Parameters<typeof applyHeaders>[0], res: Parameters<typeof applyHeaders>[1]) {
  applyHeaders(req, res, () => {});
}
