// The API's German error texts live in catalogues (packages/domain/src/error-texts.ts and the
// areas' own message catalogues), never inline: one place to read and correct every text a person
// sees. Fails when an `AppError` in apps/api/src (tests excepted) is given a literal message.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = 'apps/api/src';
const INLINE_TEXT = /new AppError\(\s*'[A-Z_]+'\s*,\s*['"`]/g;

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) yield path;
  }
}

const findings = [];
for (const file of sourceFiles(ROOT)) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(INLINE_TEXT)) {
    const line = text.slice(0, match.index).split('\n').length;
    findings.push(`${file}:${line}`);
  }
}
if (findings.length > 0) {
  console.error(
    `AppError with an inline text (move it into a catalogue in packages/domain/src/error-texts.ts):\n- ${findings.join('\n- ')}`,
  );
  process.exit(1);
}
