import helmet from 'helmet';
import { mediaFileHeaders } from './media-headers';

/** The security headers of pages and files a browser shows (helmet). */
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

type HeaderList = readonly (readonly [name: string, value: string])[];

/**
 * The headers helmet sets, computed once: they do not depend on the request, and helmet (like
 * @fastify/helmet, which builds a new helmet middleware per request) would compute them anew on
 * every answer.
 */
const DOCUMENT_HEADERS: HeaderList = (() => {
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
  return Object.freeze(Object.entries(headers));
})();

/**
 * The headers of the API's own answers (JSON, and the PDF and CSV files the web app fetches with
 * the bearer token): the set of the OWASP REST Security Cheat Sheet plus the resource policy. No
 * document runs in them, so the page headers (a script policy, the opener and referrer policies,
 * the old XSS filter switch and others) would only make every answer larger: the twelve page
 * headers took about a fifth of a small answer's time.
 */
export const API_HEADERS: HeaderList = Object.freeze([
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['cross-origin-resource-policy', 'same-origin'],
  ['strict-transport-security', 'max-age=31536000; includeSubDomains'],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
] as const);

/** Whether a request URL is answered by the API itself, not as a page (the API docs are a page). */
export function isApiAnswer(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

/**
 * Sets the security headers on the raw response: from the onRequest hook of every answer, and for
 * answers Fastify writes before any hook runs (a malformed URL, an over-long path parameter). Files
 * under /media/ get their own policy over the page set (lib/media-headers).
 */
export function applySecurityHeaders(url: string, res: { setHeader(name: string, value: string): unknown }) {
  const headers = isApiAnswer(url) ? API_HEADERS : DOCUMENT_HEADERS;
  for (const [name, value] of headers) res.setHeader(name, value);
  if (url.startsWith('/media/')) for (const [name, value] of mediaFileHeaders(url)) res.setHeader(name, value);
}
