/**
 * Written by the build beside the member-page worker (build-plugins/prerender.ts), read by the
 * worker: each member page's title and stylesheets, by address.
 */
export const MEMBER_PAGES_FILE = 'member-pages.json';

export type MemberPagesFile = Record<string, { title: string; styles: string[] }>;
