// What a production build is made of: the files whose change needs a new build. Shared by
// `npm start` (scripts/start.mjs) and the bench (bench/lib/build.mjs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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

/**
 * A hash of every build source's path and content (and of Node's major version, which the
 * bundles target): equal fingerprints mean the same build, whatever the files' times say (a fresh
 * clone has new times for old content).
 */
export function sourceFingerprint(root) {
  const hash = createHash('sha256');
  hash.update(`node ${process.versions.node.split('.')[0]}\n`);
  const files = BUILD_SOURCES.flatMap((path) => filesBelow(root, path)).sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}
