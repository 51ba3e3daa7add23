import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;
const MIN_BYTES = 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesBelow(path) : [path];
  });
}

/** Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) next to a file of 1 KiB or more. */
export function writeCompressed(file: string): void {
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) return;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

/**
 * Writes a `.br` (brotli, best) and a `.gz` (gzip, best) next to every compressible file of the
 * build, once at build time, so the server sends them for `Accept-Encoding` without compressing
 * on each request (API: @fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  // The pre-rendering build (build.ssr) runs in Node and is not served.
  let ssr = false;
  return {
    name: 'apopunkt-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = !!config.build.ssr;
    },
    closeBundle() {
      if (ssr) return;
      for (const file of filesBelow(outDir)) {
        if (COMPRESSIBLE.test(file) && !file.endsWith('.map')) writeCompressed(file);
      }
    },
  };
}
