import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build-plugins/precompress';

/** Long-lived vendor chunks: they change rarely, so browsers keep them cached across releases. */
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /node_modules\/(react|react-dom|scheduler)\//,
  router: /node_modules\/react-router\//,
  query: /node_modules\/@tanstack\//,
  zod: /node_modules\/zod\//,
  'date-fns': /node_modules\/date-fns\//,
};

function vendorChunk(id: string): string | undefined {
  return Object.entries(VENDOR_CHUNKS).find(([, pattern]) => pattern.test(id))?.[0];
}

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
});
