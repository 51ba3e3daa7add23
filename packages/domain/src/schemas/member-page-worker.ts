import type { DrawnPageKind } from '../rules/drawn-pages';

/**
 * The messages between the API and the worker that draws members' pages (apps/api/src/modules/
 * page-sessions/member-page-renderer.ts ⇄ apps/web/src/prerender/member-page-worker.ts). Both run
 * in one process from one release, so these are types, not validated schemas. The worker draws
 * from the data it is sent; it calls nothing.
 */

export type PageEncoding = 'br' | 'gzip' | null;

/** The rows of 'Unsere neusten Module' on Home (constants/modules.ts LATEST_ROW_QUERIES). */
export type LatestRowName = 'brandNews' | 'toGo' | 'productSales';

/** What every drawn page is drawn from: the person's session and the platform's settings. */
interface DrawnPageBase {
  /** A short-lived access token of the member's session: the app's session state while it draws (no call is made with it). */
  access: string;
  me: unknown;
  config: unknown;
}

/**
 * What Home's first screen is drawn from, as the API's own answers would carry it (JSON): the
 * service results of GET /v1/me, /v1/config, /v1/quests and /v1/competitions (only with the
 * member's permission), /v1/ad-groups/1, the rows of /v1/modules and /v1/popups (less a popup the
 * member closed).
 */
export interface HomePageData extends DrawnPageBase {
  kind: 'home';
  quests: unknown | null;
  competitions: unknown | null;
  /** null when the group answers with an error (the app then asks for it itself). */
  editorsPicks: unknown | null;
  latest: Record<LatestRowName, unknown>;
  /** The current popup, none when the member's popup-closed cookie hides it. */
  popup: unknown;
  /**
   * The popup is drawn for a member whose views are counted: the server records that view once
   * the page is drawn, so the app does not report it again.
   */
  popupViewRecorded: boolean;
}

/**
 * What a module's dashboard is drawn from (the whole runtime): the answers of GET
 * /v1/business/modules/{slug}/statistics, /usage, /analytics and, with feature 13 or for staff,
 * /v1/modules/{slug}/ratings.
 */
export interface ModuleDashboardPageData extends DrawnPageBase {
  kind: 'moduleDashboard';
  slug: string;
  statistics: unknown;
  usage: unknown;
  analytics: unknown;
  /** null when the person may not see the ratings (the app does not ask then either). */
  ratings: unknown | null;
}

/** What a drawn page is drawn from (rules/drawn-pages.ts names the pages). */
export type DrawnPageData = HomePageData | ModuleDashboardPageData;

/** API → worker: draw the page at `path` from `data`. */
export interface ToMemberPageWorker {
  type: 'render';
  id: number;
  path: string;
  data: DrawnPageData;
  encoding: PageEncoding;
  /** When the visit stops waiting (epoch ms): a render not started by then is skipped. */
  deadline: number;
}

/** Worker → API. */
export type FromMemberPageWorker =
  /** Loaded; these are the pages it draws (rules/drawn-pages.ts). */
  | { type: 'ready'; kinds: DrawnPageKind[] }
  /** The whole document of render `id`, encoded as asked. */
  | { type: 'rendered'; id: number; body: Uint8Array; encoding: PageEncoding }
  | { type: 'failed'; id: number; reason: string };

/** The worker's start data. */
export interface MemberPageWorkerData {
  /** The built web app (its index.html is the page's template). */
  clientDir: string;
}
