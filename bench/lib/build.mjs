// Makes sure the production build the bench measures is the code in the working tree.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_SOURCES as SOURCES } from '../../scripts/lib/build-sources.mjs';
import { ROOT } from './settings.mjs';

const OUTPUTS = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];

function mtime(path) {
  try {
    return statSync(join(ROOT, path)).mtimeMs;
  } catch {
    return null;
  }
}

/** The newest modification time below `path` (a file or a folder). */
function newest(path) {
  const stat = statSync(join(ROOT, path), { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(join(ROOT, path), { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Why a build is needed, or null when the outputs are newer than every source. */
export function buildReason() {
  const outputs = OUTPUTS.map(mtime);
  if (outputs.some((t) => t === null)) return 'no build yet';
  const sources = Math.max(...SOURCES.map(newest));
  return sources > Math.min(...outputs) ? 'sources changed since the last build' : null;
}

/**
 * Runs `npm run build` when the outputs are missing or stale (BENCH_BUILD=auto), always, or
 * never. Measuring an old build of new code would make every figure a lie.
 */
export function ensureBuild(mode) {
  const reason = mode === 'always' ? 'BENCH_BUILD=always' : mode === 'never' ? null : buildReason();
  if (!reason) return;
  console.log(`▶ npm run build (${reason})`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}
