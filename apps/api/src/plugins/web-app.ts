import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { APP_ROUTES_FILE } from '@apopunkt/domain/constants/app-routes';
import { PAGE_SESSION_COOKIE } from '@apopunkt/domain/constants/page-session';
import { POPUP_CLOSED_COOKIE } from '@apopunkt/domain/constants/popup-cookie';
import { appRouteMatcher } from '@apopunkt/domain/rules/app-routes';
import { drawnPageOf } from '@apopunkt/domain/rules/drawn-pages';
import fastifyStatic from '@fastify/static';
import { parseCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import { createMemberPageRenderer, drawMemberPage, type MemberPageRenderer } from '../modules/page-sessions';
import { errorBody } from './errors';

/**
 * Hashed build files never change under their name, so browsers keep them for a year without
 * asking; index.html (which names them) and the other files are revalidated on every visit.
 */
function spaCacheControl(path: string): string {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Pages the web build drew in advance (apps/web/build-plugins/prerender.ts): `prerendered/sign-in.html`
 * is sent for `/sign-in`, by address path, relative to the SPA folder.
 */
function prerenderedPages(spa: string): Map<string, string> {
  const folder = join(spa, 'prerendered');
  if (!existsSync(folder)) return new Map();
  return new Map(
    readdirSync(folder)
      .filter((name) => name.endsWith('.html'))
      .map((name) => [`/${name.slice(0, -'.html'.length)}`, `prerendered/${name}`]),
  );
}

/**
 * The SPA's files by path relative to its folder ('assets/app-1a2b.js'), read once at the start.
 * Their brotli and gzip copies (apps/web/build-plugins/precompress.ts) are not in it: they are sent
 * for their original's address. The route list is for the server only.
 */
function spaFiles(spa: string): Set<string> {
  return new Set(
    readdirSync(spa, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
      .map((entry) => relative(spa, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((file) => file !== APP_ROUTES_FILE),
  );
}

/**
 * Whether an address is a page of the app, from the patterns of its route table the web build
 * wrote (apps/web/build-plugins/prerender.ts). A build without that list (an older one) takes
 * every address for a page, as before.
 */
function appPageMatcher(spa: string): (path: string) => boolean {
  const file = join(spa, APP_ROUTES_FILE);
  if (!existsSync(file)) return () => true;
  return appRouteMatcher(JSON.parse(readFileSync(file, 'utf8')) as string[]);
}

/**
 * The built web app (`spa`): its files, precompressed, and for every other address outside /api
 * and /media the page the app starts from: a member's page drawn by the server (`memberPageWorker`,
 * for a visitor with a live page session), else a page drawn at build time, else index.html. An
 * address no route of the app matches gets index.html too, where the app shows its 404 page, but
 * with the status 404.
 */
export async function webAppPlugin(
  app: FastifyInstance,
  options: { spa: string | null; memberPageWorker?: string },
): Promise<void> {
  const { spa } = options;
  if (spa) {
    await app.register(fastifyStatic, {
      root: spa,
      // One route below sends the files the build wrote; a route per file (700 of them) took a
      // quarter of a second of every start to register.
      serve: false,
      // Brotli and gzip files written at build time (apps/web/build-plugins/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', spaCacheControl(path)),
    });
    const files = spaFiles(spa);
    // Every other address (`/` too: it may be a member's page) goes on to the handler below.
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const file = (request.params as { '*': string })['*'];
      if (files.has(file)) reply.sendFile(file);
      else reply.callNotFound();
    });
  }
  const prerendered = spa ? prerenderedPages(spa) : new Map<string, string>();
  const isAppPage = spa ? appPageMatcher(spa) : () => false;
  const renderer: MemberPageRenderer | null =
    spa && options.memberPageWorker && existsSync(options.memberPageWorker)
      ? createMemberPageRenderer({
          workerFile: options.memberPageWorker,
          clientDir: spa,
          log: app.log,
          budgetMs: app.deps.config.MEMBER_PAGE_BUDGET_MS,
        })
      : null;
  if (renderer) {
    // Not awaited: the worker loads the web app's code (about a second) while the server already
    // answers; a member's page asked for meanwhile waits for it within the budget (drawsOnceLoaded).
    app.addHook('onReady', async () => void renderer.warmUp());
    app.addHook('onClose', async () => renderer.close());
  }

  app.setNotFoundHandler(async (request, reply) => {
    const [path = '', query = ''] = request.url.split('?');
    const read = request.method === 'GET' || request.method === 'HEAD';
    if (!spa || !read || path.startsWith('/api') || path.startsWith('/media')) {
      return reply
        .status(404)
        .send(errorBody('NOT_FOUND', `Nicht gefunden: ${request.method} ${path}`, undefined, request.id));
    }
    if (!isAppPage(path)) return reply.status(404).type('text/html').sendFile('index.html');
    const cookies = parseCookie(request.headers.cookie ?? '');
    const cookie = cookies[PAGE_SESSION_COOKIE];
    const drawn = renderer && cookie && request.method === 'GET' ? drawnPageOf(path, new URLSearchParams(query)) : null;
    if (renderer && drawn && (await renderer.drawsOnceLoaded(drawn.kind))) {
      const page = await drawMemberPage(app.deps, renderer, {
        cookie,
        closedPopup: cookies[POPUP_CLOSED_COOKIE],
        path,
        drawn,
        acceptEncoding: request.headers['accept-encoding'],
        budgetMs: app.deps.config.MEMBER_PAGE_BUDGET_MS,
      }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'member page not drawn');
        return null;
      });
      if (page) {
        if (page.encoding) reply.header('content-encoding', page.encoding);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('vary', 'cookie, accept-encoding')
          .send(page.body);
      }
    }
    return reply.type('text/html').sendFile(prerendered.get(path) ?? 'index.html');
  });
}
