// Part of `npm run lint`: the web calls the API only through the endpoint declarations of
// packages/domain/src/endpoints (`call(endpoint, …)` in apps/web/src/lib/call.ts), so no source file
// of apps/web/src may hold a '/v1/…' path of its own. Tests may (they stand in for the server).
// The files below still call the old way; the list only shrinks: convert a file, then remove it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const webSrc = join(root, 'apps/web/src');
/** A string, template or comment-free literal starting with /v1/. */
const literal = /(['"`])\/v1\//;

const notYetConverted = new Set(
  readFileSync(join(root, 'scripts/endpoint-paths-to-convert.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);

function listSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const failures = [];
const holding = new Set();
for (const file of listSources(webSrc)) {
  const name = relative(root, file);
  const lines = readFileSync(file, 'utf8').split('\n');
  const hits = lines.flatMap((line, i) => (literal.test(line) ? [i + 1] : []));
  if (hits.length === 0) continue;
  holding.add(name);
  if (!notYetConverted.has(name)) {
    failures.push(`${name}:${hits.join(',')}: an API path; declare the endpoint and use call() (lib/call.ts)`);
  }
}
for (const name of notYetConverted) {
  if (!holding.has(name))
    failures.push(`${name} holds no '/v1/' path any more: remove it from endpoint-paths-to-convert.txt`);
}
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`endpoint paths: no '/v1/' literal outside ${notYetConverted.size} file(s) still to convert`);
