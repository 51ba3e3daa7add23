import { HOME_PATH } from './landing';

/**
 * The pages the server draws for a signed-in person on each visit (the API's page-sessions module,
 * the web's prerender/member-page-worker.ts), by the address pattern of their route: a member's
 * Home, and a module's dashboard for its manufacturer (issue 36 §11: a phone paints it without
 * waiting for the app and its four calls).
 */
export const DRAWN_PAGE_PATTERNS = {
  home: HOME_PATH,
  moduleDashboard: '/business/module/:slug',
} as const;

export type DrawnPageKind = keyof typeof DRAWN_PAGE_PATTERNS;

export type DrawnPage = { kind: 'home' } | { kind: 'moduleDashboard'; slug: string };

/** The synthetic demo dashboard has an address of its own below /business/module (not a module). */
const DEMO_DASHBOARD_SLUG = 'demo-dashboard';
const MODULE_DASHBOARD = /^\/business\/module\/([^/]+)$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The drawn page at an address with its query, or null when the server draws none there. A module
 * dashboard of a period (`from`, `to`) is left to the app: it is drawn for the whole runtime only.
 */
export function drawnPageOf(path: string, search: URLSearchParams): DrawnPage | null {
  if (path === DRAWN_PAGE_PATTERNS.home) return { kind: 'home' };
  const slug = MODULE_DASHBOARD.exec(path)?.[1];
  if (!slug || search.has('from') || search.has('to')) return null;
  const name = decoded(slug);
  return name && name !== DEMO_DASHBOARD_SLUG ? { kind: 'moduleDashboard', slug: name } : null;
}
