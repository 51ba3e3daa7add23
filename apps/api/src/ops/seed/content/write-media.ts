import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    join(here, '../src/ops/seed/media/seed/video'),
    // A build of `npm start` in apps/api/builds/<fingerprint>/.
    join(here, '../../src/ops/seed/media/seed/video'),
  ];
}

/**
 * Writes `content` to `target` unless the file already holds exactly that: every start writes the
 * seed media, and reading 150 small files is cheaper than writing them again.
 */
function writeIfDifferent(target: string, content: string | Uint8Array): void {
  const wanted = typeof content === 'string' ? Buffer.from(content) : content;
  let present: Buffer | null = null;
  try {
    present = readFileSync(target);
  } catch {
    mkdirSync(dirname(target), { recursive: true });
  }
  if (!present?.equals(wanted)) writeFileSync(target, wanted);
}

export interface WriteSeedMediaResult {
  /** Absolute directory written: DATA_DIR/media/seed. */
  dir: string;
  files: number;
  videos: number;
}

/**
 * Writes all seed media (logos, product and module pictures, illustrations, PDFs, external
 * pages) into `dataDir/media/seed` and copies the To Go videos. Idempotent: a file that differs
 * is overwritten, one that does not is left as it is.
 */
export function writeSeedMedia(dataDir: string, options: { videoSourceDir?: string } = {}): WriteSeedMediaResult {
  const dir = join(dataDir, 'media', 'seed');
  let files = 0;
  for (const [key, content] of buildSeedMedia()) {
    writeIfDifferent(join(dir, key), content);
    files++;
  }

  let videos = 0;
  const source = [options.videoSourceDir, ...videoSourceCandidates()].find((d) => d && existsSync(d));
  if (source) {
    for (const name of readdirSync(source).filter((n) => n.endsWith('.webm'))) {
      writeIfDifferent(join(dir, 'video', name), readFileSync(join(source, name)));
      videos++;
    }
  }
  return { dir, files, videos };
}
