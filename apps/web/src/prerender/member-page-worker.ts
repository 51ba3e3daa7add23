import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DRAWN_PAGE_PATTERNS, type DrawnPageKind } from '@apopunkt/domain/rules/drawn-pages';
import type {
  DrawnPageData,
  FromMemberPageWorker,
  MemberPageWorkerData,
  PageEncoding,
  ToMemberPageWorker,
} from '@apopunkt/domain/schemas/member-page-worker';
import { MEMBER_PAGES_FILE, type MemberPagesFile } from './member-pages-file';
import { pageDocument } from './page-document';
import { WARM_UP_MODULE_DASHBOARD_PATH, warmUpModuleDashboardData } from './warm-up-module-dashboard-data';
import { warmUpPageData } from './warm-up-page-data';

/**
 * The worker thread in which the API draws members' pages (its side:
 * apps/api/src/modules/page-sessions/member-page-renderer.ts) from the data the API read for the
 * member: it calls nothing and replaces none of the platform's globals. The thread keeps the
 * rendering's CPU time off the API's event loop; renders run one after the other.
 */

if (!parentPort) throw new Error('member-page-worker runs as a worker thread');
const port = parentPort;
const send = (message: FromMemberPageWorker) => port.postMessage(message);

const { clientDir } = workerData as MemberPageWorkerData;
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
/** The build's pages by their route's pattern (`/`, `/business/module/:slug`). */
const pages: MemberPagesFile = JSON.parse(readFileSync(new URL(`./${MEMBER_PAGES_FILE}`, import.meta.url), 'utf8'));
const kinds = (Object.keys(DRAWN_PAGE_PATTERNS) as DrawnPageKind[]).filter((kind) => pages[DRAWN_PAGE_PATTERNS[kind]]);
const { renderMemberPage } = await import('./render-member-page');
const { preloadRoute } = await import('./render-route');
/** Each page drawn once for a person who exists nowhere, at its address. */
const WARM_UP = {
  home: () => [DRAWN_PAGE_PATTERNS.home, warmUpPageData(Date.now())],
  moduleDashboard: () => [WARM_UP_MODULE_DASHBOARD_PATH, warmUpModuleDashboardData(Date.now())],
} satisfies Record<DrawnPageKind, () => [string, DrawnPageData]>;
// Said ready once the pages' code has loaded and run once (a first render takes several times as
// long as the next): the first visit gets its page within the budget.
await Promise.all(kinds.map((kind) => preloadRoute(DRAWN_PAGE_PATTERNS[kind])));
for (const kind of kinds) {
  const [path, data] = WARM_UP[kind]();
  await renderMemberPage(path, data).catch((error) =>
    console.warn(`member page worker: the warm-up render of ${path} failed`, error),
  );
}
send({ type: 'ready', kinds });

function encode(html: string, encoding: PageEncoding): Uint8Array {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return Buffer.from(html);
}

async function render(message: ToMemberPageWorker): Promise<FromMemberPageWorker> {
  const page = pages[DRAWN_PAGE_PATTERNS[message.data.kind]];
  if (!page) return { type: 'failed', id: message.id, reason: `${message.data.kind} is not drawn by this build` };
  // Nobody waits for it any more (the visit got the plain page): the next visit's turn.
  if (Date.now() > message.deadline) return { type: 'failed', id: message.id, reason: 'late: skipped' };
  try {
    const { body, state, title } = await renderMemberPage(message.path, message.data);
    const html = pageDocument(template, { path: message.path, title: title ?? page.title }, body, page.styles, {
      userId: state.user.id,
      state,
      premium: state.user.isPremium,
    });
    return { type: 'rendered', id: message.id, body: encode(html, message.encoding), encoding: message.encoding };
  } catch (error) {
    return { type: 'failed', id: message.id, reason: error instanceof Error ? error.message : String(error) };
  }
}

let queue = Promise.resolve();
port.on('message', (message: ToMemberPageWorker) => {
  queue = queue.then(async () => send(await render(message)));
});
