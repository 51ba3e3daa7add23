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

/**
 * The headers helmet sets, computed once: they do not depend on the request, and helmet (like
 * @fastify/helmet, which builds a new helmet middleware per request) would compute them anew on
 * every answer.
 */
const SECURITY_HEADER_VALUES: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  helmet(SECURITY_HEADERS)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    collector as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => {},
  );
  return Object.freeze(headers);
})();

/**
 * Sets the security headers on the raw response: from the onRequest hook of every answer, and for
 * answers Fastify writes before any hook runs (a malformed URL, an over-long path parameter). On
 * the raw response, as helmet did, so a static file's own header (the SCORM policy) still wins.
 */
export function applySecurityHeaders(res: { setHeader(name: string, value: string): unknown }) {
  for (const name in SECURITY_HEADER_VALUES) res.setHeader(name, SECURITY_HEADER_VALUES[name] as string);
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
