import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentStyles } from './build-plugins/mantine-component-styles';
import { precompress } from './build-plugins/precompress';

/** Long-lived vendor chunks: they change rarely, so browsers keep them cached across releases. */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler)\//,
  router: /node_modules\/react-router\//,
  query: /node_modules\/@tanstack\//,
  zod: /node_modules\/zod\//,
  'date-fns': /node_modules\/date-fns\//,
  // The charts of the staff and business dashboards load on demand, but as one piece they are
  // over the 100 KiB chunk budget: scales and chart state come in their own chunks.
  'charts-scale': /node_modules\/(d3-[a-z-]+|decimal\.js-light|victory-vendor)\//,
  'charts-state': /node_modules\/(@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|eventemitter3)\//,
  // The rich-text editor (admin only, lazy): split so that no chunk passes the 100 KiB budget.
  prosemirror: /node_modules\/(prosemirror-[a-z-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)\//,
  tiptap: /node_modules\/@tiptap\//,
  // React's store shim is shared by the charts (react-redux) and the editor (@tiptap/react): in a
  // chunk of its own, so a dashboard does not load the editor to get it.
  'react-shims': /node_modules\/use-sync-external-store\//,
};

function vendorChunk(id: string): string | undefined {
  return Object.entries(VENDOR_CHUNKS).find(([, pattern]) => pattern.test(id))?.[0];
}

export default defineConfig({
  plugins: [mantineComponentStyles(), react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      // Small shared chunks (one Mantine component each) are merged where that changes nothing
      // about what loads when: fewer requests on a phone's slow connection.
      output: { manualChunks: vendorChunk, experimentalMinChunkSize: 8_000 },
    },
  },
});
