import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { PRERENDERED_ATTRIBUTE } from '../src/prerender/markers';
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

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * index.html with the page's HTML in #root (marked with the page's address, which the app checks
 * before it hydrates) and its stylesheets in the head. The app's scripts are not loaded with the
 * page: public/start-app.js starts the app when the visitor first interacts (the entry's module
 * preloads become files it prefetches once the page has loaded).
 */
export function pageDocument(
  template: string,
  page: Pick<PrerenderedPage, 'path' | 'title'>,
  body: string,
  styles: string[],
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
  return template
    .replace(/<title>([^<]*)<\/title>/, (_match, product: string) => `<title>${product} | ${page.title}</title>`)
    .replace(MODULE_PRELOAD, '')
    .replace(
      ENTRY_SCRIPT,
      () => `<script defer src="/start-app.js" data-entry="${entry}" data-prefetch="${preloads.join(' ')}"></script>`,
    )
    .replace('</head>', `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}">${body}</div>`);
}

const LINKS_FILE = 'prerender-stylesheets.json';

/**
 * Pre-renders pages in two steps. In the client build (`vite build`) it notes which stylesheets
 * each page's modules need. In the pre-rendering build (`vite build --ssr
 * src/prerender/render-page.tsx`, run after it) it renders each page as a guest sees it and writes
 * `<client>/prerendered/<name>.html` (with .br and .gz), which the server sends for that address
 * instead of the empty index.html: the first paint needs no JavaScript.
 */
export function prerender(options: { clientDir: string; pages: PrerenderedPage[] }): Plugin {
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
        options.pages.map((page) => [
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
      // Only needed here; not served.
      for (const suffix of ['', '.br', '.gz']) rmSync(`${linksFile}${suffix}`, { force: true });
    },
  };
}
