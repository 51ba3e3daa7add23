type HeaderList = readonly (readonly [name: string, value: string])[];

/** The address of the SCORM bridge (modules/scorm/scorm-bridge.ts), a portal file under /media/. */
export const SCORM_BRIDGE_URL = '/media/scorm-bridge.js';

/**
 * Documents under /media (SCORM packages, HTML pages) come from manufacturers and agencies, not
 * from us. `sandbox` without `allow-same-origin` gives them an opaque origin even when they are
 * opened directly, so they read no storage, cookie or window of the portal; without
 * `allow-top-navigation` and `allow-popups` they cannot leave the frame with anything, and
 * `form-action 'none'` keeps the forms packages script (`allow-forms`) from posting anywhere.
 * Inline scripts stay allowed: packages are built that way. 'self' still matches the portal's
 * address (the document's URL), so the package's own files and the bridge load.
 */
export const SANDBOXED_CONTENT_POLICY = [
  'sandbox allow-scripts allow-forms allow-downloads',
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * A second policy in the same header (a comma separates policies): a request must satisfy both,
 * so the documents' own requests (fetch, XHR) reach only /media/ of the portal, never its API.
 */
const MEDIA_ONLY_CONNECT_POLICY = 'connect-src */media/';

/**
 * Every other file under /media (images, SVG, video, PDF): shown in a page of its own it runs no
 * script at all (an SVG could carry one) and has an opaque origin. Embedded as an image or video,
 * the policy of the file does not apply, so nothing changes there.
 */
export const MEDIA_FILE_POLICY = [
  'sandbox',
  "default-src 'none'",
  "img-src 'self' data:",
  "style-src 'unsafe-inline'",
  "media-src 'self'",
  "frame-ancestors 'self'",
].join('; ');

const DOCUMENT_EXTENSIONS = /\.(html?|xht(ml)?)$/;

function mediaPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    return decodeURIComponent(path).toLowerCase();
  } catch {
    return path.toLowerCase();
  }
}

/**
 * The headers of a file under /media/, set over the page headers by URL (also on 404s). Files
 * may be loaded by the sandboxed documents above, whose opaque origin is cross-origin to every
 * address: so the resource policy is `cross-origin` (the files are public anyway), and package
 * files answer CORS for everyone (fonts and XHR of a package's own files need it; no
 * credentials). PDFs are downloaded, never shown in the portal's origin.
 */
export function mediaFileHeaders(url: string): HeaderList {
  const path = mediaPath(url);
  const isPackageFile = path.startsWith('/media/scorm/') || path === SCORM_BRIDGE_URL;
  const isDocument = path.startsWith('/media/scorm/') || DOCUMENT_EXTENSIONS.test(path);
  const headers: [string, string][] = [
    [
      'content-security-policy',
      isDocument ? `${SANDBOXED_CONTENT_POLICY}, ${MEDIA_ONLY_CONNECT_POLICY}` : MEDIA_FILE_POLICY,
    ],
    ['cross-origin-resource-policy', 'cross-origin'],
  ];
  if (isPackageFile) headers.push(['access-control-allow-origin', '*']);
  if (path.endsWith('.pdf')) headers.push(['content-disposition', 'attachment']);
  return headers;
}
