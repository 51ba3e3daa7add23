/**
 * Written by the build next to the member-page worker (build-plugins/prerender.ts): each member
 * page's title and stylesheets, by address.
 */
export const MEMBER_PAGES_FILE = 'member-pages.json';

/** The worker's file in the pre-rendering build's folder (dist-prerender), which the API starts. */
export const MEMBER_PAGE_WORKER_FILE = 'member-page-worker.js';
