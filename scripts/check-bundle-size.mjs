// The web app's size budget (issue 9), checked on the production build in apps/web/dist:
// what index.html loads before the first paint (entry script, its modulepreloads and the
// stylesheet) stays within 150 KiB gzipped, no chunk is over 100 KiB gzipped, and no chunks import
// each other in a cycle (the manual chunks of vite.config.ts could produce one).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';
const ENTRY_BUDGET_KIB = 150;
const CHUNK_BUDGET_KIB = 100;

const gzippedKiB = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length / 1024;

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const entry = entryFiles.map((file) => ({ file, kib: gzippedKiB(file) }));
const entryKiB = entry.reduce((sum, { kib }) => sum + kib, 0);

const chunks = readdirSync(join(DIST, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ file: `assets/${name}`, kib: gzippedKiB(`assets/${name}`) }))
  .sort((a, b) => b.kib - a.kib);

for (const { file, kib } of entry) console.log(`entry  ${kib.toFixed(1).padStart(6)} KiB  ${file}`);
console.log(`entry total ${entryKiB.toFixed(1)} KiB gzipped (budget ${ENTRY_BUDGET_KIB})`);
console.log(`largest chunk ${chunks[0]?.kib.toFixed(1)} KiB gzipped: ${chunks[0]?.file} (budget ${CHUNK_BUDGET_KIB})`);

/** Static imports between chunks (`import … from "./x.js"` and `import "./x.js"`). */
const importsOf = (file) =>
  [...readFileSync(join(DIST, file), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map(
    (m) => `assets/${m[1]}`,
  );
const graph = new Map(chunks.map(({ file }) => [file, importsOf(file)]));
const cycles = [];
const state = new Map();
function visit(file, path) {
  if (state.get(file) === 'open') cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
  if (state.has(file)) return;
  state.set(file, 'open');
  for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
  state.set(file, 'done');
}
for (const { file } of chunks) visit(file, []);
console.log(
  cycles.length === 0 ? 'no import cycles between chunks' : `${cycles.length} import cycle(s) between chunks`,
);

const failures = [
  ...cycles.map((cycle) => `chunks import each other: ${cycle}`),
  ...(entryKiB > ENTRY_BUDGET_KIB ? [`the entry needs ${entryKiB.toFixed(1)} KiB`] : []),
  ...chunks.filter(({ kib }) => kib > CHUNK_BUDGET_KIB).map(({ file, kib }) => `${file} is ${kib.toFixed(1)} KiB`),
];
if (failures.length > 0) {
  console.error(`Size budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
