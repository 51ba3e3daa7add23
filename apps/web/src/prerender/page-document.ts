import { MEMBER_ATTRIBUTE, MEMBER_PAGE_STATE_ID, PREMIUM_MEMBER_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './markers';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** A page and the title it sets (usePageTitle), e.g. `/sign-in` and `Anmelden`. */
export interface DocumentPage {
  path: string;
  title: string;
}

/** A member's page drawn by the server: who it is for and the data it was drawn from (JSON). */
export interface MemberDocument {
  userId: number;
  state: unknown;
  /** The member is premium (a browser that knew them without it congratulates them at once). */
  premium?: boolean;
}

/** JSON that can sit in a script element: no `<` can end it early. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * index.html with the page's HTML in #root (marked with the page's address, which the app checks
 * before it hydrates) and its stylesheets in the head. The app's scripts are not loaded with the
 * page: public/start-app.js starts the app when the visitor first interacts (the entry's module
 * preloads become files it prefetches once the page has loaded). A member's page (`member`) names
 * the member on the starter and carries the data it was drawn from, for the app to take over; when
 * the member became premium since the browser last loaded them, the starter starts the app right
 * after the first paint (for the congratulation).
 */
export function pageDocument(
  template: string,
  page: DocumentPage,
  body: string,
  styles: string[],
  member?: MemberDocument,
): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty #root');
  // What index.html loads already (the entry's stylesheets) is not named twice.
  const links = styles
    .filter((file) => !template.includes(`"/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const memberAttribute = member
    ? ` ${MEMBER_ATTRIBUTE}="${member.userId}"${member.premium ? ` ${PREMIUM_MEMBER_ATTRIBUTE}` : ''}`
    : '';
  const state = member
    ? `<script type="application/json" id="${MEMBER_PAGE_STATE_ID}">${scriptJson(member.state)}</script>\n  `
    : '';
  return template
    .replace(/<title>([^<]*)<\/title>/, (_match, product: string) => `<title>${product} | ${page.title}</title>`)
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () =>
        // A member's page waits for the starter before its first paint: it hides the page from a
        // browser where that member is not signed in.
        `<script ${member ? '' : 'defer '}src="/start-app.js" data-entry="${entry}" data-prefetch="${preloads.join(' ')}"${memberAttribute}></script>`,
    )
    .replace('</head>', `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}">${body}</div>`)
    .replace('</body>', () => `${state}</body>`);
}
