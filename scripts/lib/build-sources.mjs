// What a production build is made of: the files whose change needs a new build. Shared by
// `npm start` (scripts/start.mjs) and the bench (bench/lib/build.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export const BUILD_SOURCES = [
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build-plugins',
  'apps/web/package.json',
  'packages/domain/src',
  'package-lock.json',
];

/**
 * How long after a file's last change its remembered hash may be trusted. A file changed again
 * within the same tick of the file system's clock keeps its times; a margin well above any tick
 * (Linux: a few ms, ext3: 1 s, FAT: 2 s) makes sure no such change can hide behind them.
 */
const SETTLED_MS = 3000;
const CACHE_VERSION = 1;

/** Test files change nothing in the build. */
const isTest = (name) => /\.test\.tsx?$/.test(name);

function filesBelow(root, path) {
  const full = join(root, path);
  const stat = statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (!stat.isDirectory()) return [full];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function readCache(cacheFile) {
  if (!cacheFile) return {};
  try {
    const cache = JSON.parse(readFileSync(cacheFile, 'utf8'));
    return cache.version === CACHE_VERSION && typeof cache.files === 'object' ? cache.files : {};
  } catch {
    return {};
  }
}

/** Written next to itself and renamed over: a start that stops half-way leaves the old cache or none. */
function writeCache(cacheFile, files) {
  if (!cacheFile) return;
  try {
    mkdirSync(dirname(cacheFile), { recursive: true });
    const next = `${cacheFile}.tmp-${process.pid}`;
    writeFileSync(next, JSON.stringify({ version: CACHE_VERSION, files }));
    renameSync(next, cacheFile);
  } catch {
    // Without a cache the next start reads every file again; nothing else depends on it.
  }
}

/** The identity of a file's current content as far as the file system tells it without reading it. */
const statKey = (stat) => `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`;

/**
 * A hash of every build source's path and content (and of Node's major version, which the
 * bundles target): equal fingerprints mean the same build, whatever the files' times say (a fresh
 * clone has new times for old content).
 *
 * With `cacheFile`, each file's content hash is remembered with its size, times and inode, and a
 * file whose stat is unchanged since it was hashed is not read again, provided its last change
 * (ctime, which no tool can set back) lay SETTLED_MS before it was hashed. Any other file is read:
 * new, edited, touched, just written, or no cache at all. The fingerprint is the same either way.
 */
export function sourceFingerprint(root, { cacheFile, now = Date.now } = {}) {
  const remembered = readCache(cacheFile);
  const files = {};
  let reread = 0;
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]}\n`);
  const paths = BUILD_SOURCES.flatMap((path) => filesBelow(root, path))
    .map((file) => relative(root, file))
    .sort();
  for (const path of paths) {
    const stat = statSync(join(root, path));
    const key = statKey(stat);
    const known = remembered[path];
    let entry = known;
    if (!known || known.key !== key || stat.ctimeMs > known.hashedAt - SETTLED_MS) {
      // Taken before reading: a change after the read has a later ctime and is read next time.
      const hashedAt = now();
      reread++;
      entry = {
        key,
        hashedAt,
        content: createHash('sha256')
          .update(readFileSync(join(root, path)))
          .digest('hex'),
      };
    }
    files[path] = entry;
    hash.update(path);
    hash.update('\0');
    hash.update(entry.content);
    hash.update('\0');
  }
  if (reread > 0 || paths.length !== Object.keys(remembered).length) writeCache(cacheFile, files);
  return hash.digest('hex').slice(0, 16);
}
