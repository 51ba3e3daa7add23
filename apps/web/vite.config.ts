import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './build-plugins/mantine-component-styles';
import { precompress } from './build-plugins/precompress';
import { prerender } from './build-plugins/prerender';

/** Long-lived vendor chunks: they change rarely, so browsers keep them cached across releases. */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler)\//,
  router: /node_modules\/react-router\//,
  query: /node_modules\/@tanstack\//,
  zod: /node_modules\/zod\//,
  'date-fns': /node_modules\/date-fns\//,
  // The rich-text editor (admin only, lazy): split so that no chunk passes the 100 KiB budget.
  prosemirror: /node_modules\/(prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)\//,
  tiptap: /node_modules\/@tiptap\//,
  // React's store shim (@tiptap/react): in a chunk of its own, so that whatever else comes to use
  // it does not load the editor to get it.
  'react-shims': /node_modules\/use-sync-external-store\//,
  // Mantine's theme, styles API and the hooks the provider uses: what the entry and every component
  // build on. The other hooks go with the components (mantine-common), outside the entry.
  'mantine-core':
    /node_modules\/(@mantine\/core\/esm\/core|@mantine\/hooks\/esm\/(utils|use-(reduced-motion|merged-ref|media-query|isomorphic-effect|id|force-update|did-update|color-scheme|window-event))|@mantine\/store|clsx|tslib|get-nonce)\//,
};

/**
 * The Mantine components most pages draw with, their stylesheets and helpers, in ONE lazily
 * loaded chunk (mantine-common) instead of one small chunk per component: the first page needed
 * eighty requests, six at a time on a phone's connection, and now needs about forty (Lighthouse
 * mobile on /sign-in 68 → 81). Rarely used components (staff editors, pickers) keep their own
 * chunks; the loader the entry shows stays in the entry.
 */
const RARE_MANTINE_COMPONENTS = new Set([
  'ColorPicker',
  'ColorSwatch',
  'ColorInput',
  'Combobox',
  'PillsInput',
  'Pill',
  'Select',
  'MultiSelect',
  'TagsInput',
  'Autocomplete',
  'NativeSelect',
  'NumberInput',
  'Pagination',
  'Stepper',
  'Rating',
  'Tabs',
  'Table',
  'SegmentedControl',
  'FloatingIndicator',
  'Progress',
  'FileInput',
  'FileButton',
  'Switch',
  'Skeleton',
  'Code',
  'Kbd',
  'CopyButton',
  'Highlight',
  'Mark',
  'Typography',
  // In the entry (the full-page loader).
  'Loader',
  'Center',
  'Slider',
  'Timeline',
  'RingProgress',
  'SemiCircleProgress',
]);
const MANTINE_COMPONENT = /node_modules\/@mantine\/core\/esm\/components\/([A-Za-z]+)\//;
const MANTINE_COMPANIONS =
  /node_modules\/(@mantine\/core\/esm\/utils|@mantine\/hooks|@floating-ui|react-remove-scroll[a-z-]*|react-style-singleton|use-callback-ref|use-sidecar|react-textarea-autosize)\//;

/** A Mantine component's own stylesheet, which its class map imports (build-plugins/mantine-component-styles). */
const MANTINE_COMPONENT_STYLES = /node_modules\/@mantine\/core\/styles\/([A-Z][A-Za-z]+)\.layer\.css$/;

function sharedChunk(id: string): string | undefined {
  const component = MANTINE_COMPONENT.exec(id)?.[1] ?? MANTINE_COMPONENT_STYLES.exec(id)?.[1];
  if (component) return RARE_MANTINE_COMPONENTS.has(component) ? undefined : 'mantine-common';
  if (MANTINE_COMPANIONS.test(id)) return 'mantine-common';
  return undefined;
}

function chunkOf(id: string): string | undefined {
  return Object.entries(VENDOR_CHUNKS).find(([, pattern]) => pattern.test(id))?.[0] ?? sharedChunk(id);
}

/**
 * Pages drawn at build time (build-plugins/prerender.ts) with the modules their routes load: the
 * sign-in page is the first page of every new visitor.
 */
const PRERENDERED_PAGES = [
  {
    path: '/sign-in',
    title: 'Anmelden',
    modules: ['src/app/root.tsx', 'src/app/layouts/default-layout.tsx', 'src/routes/auth/sign-in.tsx'],
  },
];

/**
 * A feature's front door (features/<feature>/index.ts) only re-exports (scripts/check-imports.mjs).
 * Told so, the bundler follows each name to its file: a page that takes one thing through a door
 * loads that thing, not everything else the door offers (say, the schemas of another page's form).
 */
const FEATURE_DOOR = /\/src\/features\/[^/]+\/index\.ts$/;

/**
 * The pages drawn by the server for a signed-in person on each visit, by their route's pattern
 * (domain rules/drawn-pages.ts), with the modules their routes load.
 */
const MEMBER_PAGES = [
  {
    path: '/',
    title: 'Startseite',
    modules: ['src/app/root.tsx', 'src/app/layouts/default-layout.tsx', 'src/routes/home/home.tsx'],
  },
  {
    // Its title is the module's name (the worker takes it from the data).
    path: '/business/module/:slug',
    title: 'Modul-Dashboard',
    modules: ['src/app/root.tsx', 'src/app/layouts/business-layout.tsx', 'src/routes/business/module.tsx'],
  },
];

// `vite build` builds the app into dist; `vite build --ssr` then builds the pre-renderer and the
// API's member-page worker into dist-prerender and writes the pre-rendered pages into dist.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    mantineComponentStyles(),
    react(),
    precompress(),
    prerender({ clientDir: 'dist', pages: PRERENDERED_PAGES, memberPages: MEMBER_PAGES }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    outDir: isSsrBuild ? 'dist-prerender' : 'dist',
    sourcemap: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Only the modules chunkOf names go into its chunks (their other dependencies are placed as
      // usual, so the entry does not end up importing mantine-common); small shared chunks are
      // merged where that changes nothing about what loads when. scripts/check-bundle-size.mjs
      // fails on a cycle between chunks, which this option can produce.
      ...(isSsrBuild ? { input: ['src/prerender/render-page.tsx', 'src/prerender/member-page-worker.ts'] } : {}),
      output: { manualChunks: chunkOf, onlyExplicitManualChunks: true, experimentalMinChunkSize: 8_000 },
      treeshake: { moduleSideEffects: (id, external) => external || !FEATURE_DOOR.test(id) },
    },
  },
}));
