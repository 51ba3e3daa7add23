import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { MEMBER_PAGES_FILE, type MemberPagesFile } from '../src/prerender/member-pages-file';
import { pageDocument } from '../src/prerender/page-document';
import { writeCompressed } from './precompress';

export interface PrerenderedPage {
  /** The page's address, e.g. `/sign-in`. */
  path: string;
  /** The page's title after the product name, as the page sets it (usePageTitle), e.g. `Anmelden`. */
  title: string;
  /**
   * The source modules the router loads for it (root, layout, page; relative to apps/web): their
   * stylesheets are linked, so the pre-rendered HTML is drawn with its styles.
   */
  modules: string[];
}

/** What a chunk of the client build brings along (Rollup's output, with Vite's CSS metadata). */
export interface BuiltChunk {
  fileName: string;
  moduleIds: string[];
  imports: string[];
  css: string[];
}

/** The stylesheets of the chunks holding some modules and of the chunks they import statically. */
export function stylesheetsOf(chunks: BuiltChunk[], moduleIds: string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const visited = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: BuiltChunk) => {
    if (visited.has(chunk.fileName)) return;
    visited.add(chunk.fileName);
    for (const css of chunk.css) styles.add(css);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  for (const id of moduleIds) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
    if (!chunk) throw new Error(`prerender: no chunk of the client build holds ${id}`);
    visit(chunk);
  }
  return [...styles];
}

const LINKS_FILE = 'prerender-stylesheets.json';

/**
 * Pre-renders pages in two steps. In the client build (`vite build`) it notes which stylesheets
 * each page's modules need. In the pre-rendering build (`vite build --ssr
 * src/prerender/render-page.tsx`, run after it) it renders each page as a guest sees it and writes
 * `<client>/prerendered/<name>.html` (with .br and .gz), which the server sends for that address
 * instead of the empty index.html: the first paint needs no JavaScript. It also writes
 * `<client>/app-routes.json`, the patterns of the app's route table, from which the server tells an
 * app page from an unknown address.
 */
export function prerender(options: {
  clientDir: string;
  /** Drawn for guests at build time. */
  pages: PrerenderedPage[];
  /** Drawn for a member by the server on each visit (src/prerender/member-page-worker.ts). */
  memberPages: PrerenderedPage[];
}): Plugin {
  let outDir = '';
  let root = '';
  let ssr = false;
  return {
    name: 'apopunkt-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
      ssr = !!config.build.ssr;
    },
    generateBundle(_output, bundle) {
      if (ssr) return;
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                moduleIds: item.moduleIds,
                imports: item.imports,
                css: [...(item.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const links = Object.fromEntries(
        [...options.pages, ...options.memberPages].map((page) => [
          page.path,
          stylesheetsOf(
            chunks,
            page.modules.map((module) => join(root, module)),
          ),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: LINKS_FILE, source: JSON.stringify(links) });
    },
    async closeBundle() {
      if (!ssr) return;
      const renderer = await import(pathToFileURL(join(outDir, 'render-page.js')).href);
      const linksFile = join(options.clientDir, LINKS_FILE);
      const links: Record<string, string[]> = JSON.parse(readFileSync(linksFile, 'utf8'));
      const template = readFileSync(join(options.clientDir, 'index.html'), 'utf8');
      const target = join(options.clientDir, 'prerendered');
      mkdirSync(target, { recursive: true });
      for (const page of options.pages) {
        const body: string = await renderer.renderPage(page.path);
        const file = join(target, `${page.path.slice(1).replaceAll('/', '-') || 'index'}.html`);
        writeFileSync(file, pageDocument(template, page, body, links[page.path] ?? []));
        writeCompressed(file);
      }
      const memberPages: MemberPagesFile = Object.fromEntries(
        options.memberPages.map((page) => [page.path, { title: page.title, styles: links[page.path] ?? [] }]),
      );
      writeFileSync(join(outDir, MEMBER_PAGES_FILE), JSON.stringify(memberPages));
      // The route table's patterns, for the server's 404 (apps/api/src/plugins/web-app.ts).
      writeFileSync(join(options.clientDir, renderer.APP_ROUTES_FILE), JSON.stringify(renderer.appRoutePatterns()));
      // Only needed here; not served.
      for (const suffix of ['', '.br', '.gz']) rmSync(`${linksFile}${suffix}`, { force: true });
    },
  };
}
