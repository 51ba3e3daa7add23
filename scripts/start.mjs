// `npm start`: builds only when a build source changed since the last build, into a folder of
// its own that replaces the current one in one step, then starts the portal from it.
//
// apps/api/builds/<fingerprint>/ holds one whole build (server.js, migrations/, web/,
// web-prerender/); apps/api/builds/current is a symlink to the newest and is swapped with one
// rename. A running instance resolves its own folder at start (Node runs the real path of
// server.js), so a second `npm start` or a deploy never changes the files it serves; the three
// newest builds are kept for instances still running from them.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import './check-node-version.mjs';
import { sourceFingerprint } from './lib/build-sources.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILDS = join(ROOT, 'apps/api/builds');
const CURRENT = join(BUILDS, 'current');
const LOCK = join(BUILDS, '.building');
/** Each build source's content hash with its stat, so that an unchanged file is not read again. */
const SOURCE_HASHES = join(BUILDS, '.source-hashes.json');
const KEEP = 3;

function currentBuild() {
  try {
    return readlinkSync(CURRENT);
  } catch {
    return null;
  }
}

/** One build at a time: a second `npm start` waits for the first one's build (a stale lock after 10 min is taken over). */
async function withBuildLock(work) {
  mkdirSync(BUILDS, { recursive: true });
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const age = Date.now() - (statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) rmSync(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}

function build(fingerprint) {
  console.log(`▶ Build ${fingerprint} (Quellen geändert oder noch kein Build)`);
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  const next = join(BUILDS, `${fingerprint}.tmp-${process.pid}`);
  rmSync(next, { recursive: true, force: true });
  cpSync(join(ROOT, 'apps/api/dist'), next, { recursive: true });
  cpSync(join(ROOT, 'apps/web/dist'), join(next, 'web'), { recursive: true });
  cpSync(join(ROOT, 'apps/web/dist-prerender'), join(next, 'web-prerender'), { recursive: true });
  const folder = join(BUILDS, fingerprint);
  rmSync(folder, { recursive: true, force: true });
  renameSync(next, folder);
  // The swap: a new symlink renamed over the old one is one atomic step.
  const link = join(BUILDS, `current.tmp-${process.pid}`);
  rmSync(link, { force: true });
  symlinkSync(fingerprint, link);
  renameSync(link, CURRENT);
}

/** Removes all but the newest KEEP builds (never the current one). */
function pruneOldBuilds() {
  const current = currentBuild();
  const builds = readdirSync(BUILDS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[0-9a-f]{16}$/.test(entry.name))
    .map((entry) => ({ name: entry.name, at: statSync(join(BUILDS, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  for (const old of builds.slice(KEEP)) {
    if (old.name !== current) rmSync(join(BUILDS, old.name), { recursive: true, force: true });
  }
}

await withBuildLock(async () => {
  const fingerprint = sourceFingerprint(ROOT, { cacheFile: SOURCE_HASHES });
  if (currentBuild() === fingerprint && existsSync(join(CURRENT, 'server.js'))) {
    console.log(`Build ${fingerprint} ist aktuell.`);
    return;
  }
  build(fingerprint);
  pruneOldBuilds();
});

// The real path: the server finds its web app and migrations next to itself, in this build.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(realpathSync(join(CURRENT, 'server.js'))).href);
