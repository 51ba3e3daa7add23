import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSeedMedia } from './media';

/**
 * Where the pre-rendered To Go videos live. Resolved relative to this module when run from
 * source (tsx, vitest) and relative to server.js when bundled (the repo's src/ is still near
 * dist/ and builds/<fingerprint>/ when the API is started from the repository).
 */
function videoSourceCandidates(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [
    join(here, '../media/seed/video'),
    join(here, 'seed-media/video'),
    join(here, '../src/db/seed/media/seed/video'),
    // A build of `npm start` in apps/api/builds/<fingerprint>/.
    join(here, '../../src/db/seed/media/seed/video'),
  ];
}

export interface WriteSeedMediaResult {
  /** Absolute directory written: DATA_DIR/media/seed. */
  dir: string;
  files: number;
  videos: number;
}

/**
 * Writes all seed media (logos, product and module pictures, illustrations, PDFs, external
 * pages) into `dataDir/media/seed` and copies the To Go videos. Idempotent: files are overwritten.
 */
export function writeSeedMedia(dataDir: string, options: { videoSourceDir?: string } = {}): WriteSeedMediaResult {
  const dir = join(dataDir, 'media', 'seed');
  let files = 0;
  for (const [key, content] of buildSeedMedia()) {
    const target = join(dir, key);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, content);
    files++;
  }

  let videos = 0;
  const source = [options.videoSourceDir, ...videoSourceCandidates()].find((d) => d && existsSync(d));
  if (source) {
    mkdirSync(join(dir, 'video'), { recursive: true });
    for (const name of readdirSync(source).filter((n) => n.endsWith('.webm'))) {
      copyFileSync(join(source, name), join(dir, 'video', name));
      videos++;
    }
  }
  return { dir, files, videos };
}
