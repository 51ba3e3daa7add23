/**
 * The messages between the API and the worker that draws members' pages (apps/api/src/modules/
 * page-sessions/member-page-renderer.ts ⇄ apps/web/src/prerender/member-page-worker.ts). Both run
 * in one process from one release, so these are types, not validated schemas.
 */

export type PageEncoding = 'br' | 'gzip' | null;

/** API → worker. */
export type ToMemberPageWorker =
  /** Draw the page at `path` for the member whose short-lived access token is `access`. */
  | { type: 'render'; id: number; path: string; access: string; encoding: PageEncoding }
  /** The API's answer to the worker's call `id`. */
  | { type: 'answer'; id: number; status: number; contentType: string | null; body: string };

/** Worker → API. */
export type FromMemberPageWorker =
  /** Loaded; these addresses are the member pages it draws. */
  | { type: 'ready'; paths: string[] }
  /** A GET call of the API the app makes while it draws (only reads are answered). */
  | { type: 'call'; id: number; url: string; headers: Record<string, string> }
  /** The whole document of render `id`, encoded as asked. */
  | { type: 'rendered'; id: number; body: Uint8Array; encoding: PageEncoding }
  | { type: 'failed'; id: number; reason: string };

/** The worker's start data. */
export interface MemberPageWorkerData {
  /** The built web app (its index.html is the page's template). */
  clientDir: string;
}
