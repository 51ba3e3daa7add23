import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type {
  FromMemberPageWorker,
  MemberPageWorkerData,
  PageEncoding,
  ToMemberPageWorker,
} from '@apopunkt/domain/schemas/member-page-worker';
import { MEMBER_PAGES_FILE, type MemberPagesFile } from './member-pages-file';
import { pageDocument } from './page-document';

/**
 * The worker thread in which the API draws members' pages (its side:
 * apps/api/src/modules/page-sessions/member-page-renderer.ts). It gives the app what a browser
 * would: a localStorage of its own and a `fetch` that the API answers in-process (reads only). The
 * thread keeps the rendering's CPU time off the API's event loop; renders run one after the other.
 */

if (!parentPort) throw new Error('member-page-worker runs as a worker thread');
const port = parentPort;
const send = (message: FromMemberPageWorker) => port.postMessage(message);

const storage = new Map<string, string>();
globalThis.localStorage = {
  get length() {
    return storage.size;
  },
  key: (index: number) => [...storage.keys()][index] ?? null,
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => void storage.set(key, String(value)),
  removeItem: (key: string) => void storage.delete(key),
  clear: () => storage.clear(),
};

let nextCall = 0;
const calls = new Map<number, (answer: Response) => void>();
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if ((init?.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 });
  const id = ++nextCall;
  const answer = new Promise<Response>((resolve) => calls.set(id, resolve));
  send({ type: 'call', id, url, headers: Object.fromEntries(new Headers(init?.headers).entries()) });
  return answer;
};

const { clientDir } = workerData as MemberPageWorkerData;
const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
const pages: MemberPagesFile = JSON.parse(readFileSync(new URL(`./${MEMBER_PAGES_FILE}`, import.meta.url), 'utf8'));
const { renderMemberPage } = await import('./render-member-page');
send({ type: 'ready', paths: Object.keys(pages) });

function encode(html: string, encoding: PageEncoding): Uint8Array {
  if (encoding === 'br') return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  return Buffer.from(html);
}

async function render(message: Extract<ToMemberPageWorker, { type: 'render' }>): Promise<FromMemberPageWorker> {
  const page = pages[message.path];
  if (!page) return { type: 'failed', id: message.id, reason: `${message.path} is no member page` };
  try {
    const { body, state } = await renderMemberPage(message.path, message.access);
    const html = pageDocument(template, { path: message.path, title: page.title }, body, page.styles, {
      userId: state.user.id,
      state,
    });
    return { type: 'rendered', id: message.id, body: encode(html, message.encoding), encoding: message.encoding };
  } catch (error) {
    return { type: 'failed', id: message.id, reason: error instanceof Error ? error.message : String(error) };
  }
}

let queue = Promise.resolve();
port.on('message', (message: ToMemberPageWorker) => {
  if (message.type === 'answer') {
    const headers = message.contentType ? { 'content-type': message.contentType } : undefined;
    calls.get(message.id)?.(new Response(message.body || null, { status: message.status, headers }));
    calls.delete(message.id);
    return;
  }
  queue = queue.then(async () => send(await render(message)));
});
