import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceFingerprint } from './build-sources.mjs';

let root;
let cacheFile;
const later = (ms) => () => Date.now() + ms;

function write(path, content) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), content);
}

/** Replaces the remembered content hash of `path` in the cache by a wrong one. */
function falsifyRemembered(path) {
  const cache = JSON.parse(readFileSync(cacheFile, 'utf8'));
  cache.files[path].content = '0'.repeat(64);
  writeFileSync(cacheFile, JSON.stringify(cache));
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'apopunkt-sources-'));
  cacheFile = join(root, 'apps/api/builds/.source-hashes.json');
  write('apps/api/src/server.ts', 'export const a = 1;\n');
  write('apps/api/src/server.test.ts', 'test file\n');
  write('packages/domain/src/rules.ts', 'export const b = 2;\n');
  write('package-lock.json', '{}\n');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('sourceFingerprint', () => {
  it('is the same with the cache, cold or warm, as without it', () => {
    const plain = sourceFingerprint(root);
    expect(sourceFingerprint(root, { cacheFile })).toBe(plain);
    expect(sourceFingerprint(root, { cacheFile, now: later(10_000) })).toBe(plain);
    expect(sourceFingerprint(root, { cacheFile, now: later(20_000) })).toBe(plain);
  });

  it('changes with a source, a new source or a removed one, not with a test file', () => {
    const before = sourceFingerprint(root, { cacheFile, now: later(10_000) });
    write('apps/api/src/server.test.ts', 'another test\n');
    expect(sourceFingerprint(root, { cacheFile, now: later(20_000) })).toBe(before);
    write('apps/api/src/extra.ts', 'x\n');
    const withExtra = sourceFingerprint(root, { cacheFile, now: later(30_000) });
    expect(withExtra).not.toBe(before);
    rmSync(join(root, 'apps/api/src/extra.ts'));
    expect(sourceFingerprint(root, { cacheFile, now: later(40_000) })).toBe(before);
  });

  it('reads a file again whose content changed under the same size and modification time', () => {
    const before = sourceFingerprint(root, { cacheFile, now: later(10_000) });
    const file = join(root, 'apps/api/src/server.ts');
    const { atime, mtime } = statSync(file);
    writeFileSync(file, 'export const a = 2;\n');
    utimesSync(file, atime, mtime);
    const after = sourceFingerprint(root, { cacheFile, now: later(20_000) });
    expect(after).not.toBe(before);
    expect(after).toBe(sourceFingerprint(root));
  });

  it('trusts a remembered hash only for a file that had settled when it was hashed', () => {
    const truth = sourceFingerprint(root);
    // Hashed right after the files were written: they are read again next time.
    sourceFingerprint(root, { cacheFile });
    falsifyRemembered('apps/api/src/server.ts');
    expect(sourceFingerprint(root, { cacheFile })).toBe(truth);
    // Hashed 10 s after their last change: remembered, not read (the falsified hash shows through).
    sourceFingerprint(root, { cacheFile, now: later(10_000) });
    falsifyRemembered('apps/api/src/server.ts');
    expect(sourceFingerprint(root, { cacheFile, now: later(20_000) })).not.toBe(truth);
  });

  it('reads everything when the cache is unreadable', () => {
    const truth = sourceFingerprint(root);
    write('apps/api/builds/.source-hashes.json', '{ kaputt');
    expect(sourceFingerprint(root, { cacheFile, now: later(10_000) })).toBe(truth);
  });
});
