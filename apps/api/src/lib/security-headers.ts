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

/**
 * SCORM packages (DATA_DIR/media/scorm/) are authored elsewhere and often carry inline scripts and
 * styles; they run in the player's same-origin frame (the runtime API is found on the parent
 * window). Only staff can upload them. Frames of other sites may not embed them.
 */
export const SCORM_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');
