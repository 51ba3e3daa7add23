// The web app's size budget (issue 9), checked on the production build in apps/web/dist:
// what index.html loads before the first paint (entry script, its modulepreloads and the
// stylesheet) stays within 150 KiB gzipped, and no chunk is over 100 KiB gzipped.
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

const failures = [
  ...(entryKiB > ENTRY_BUDGET_KIB ? [`the entry needs ${entryKiB.toFixed(1)} KiB`] : []),
  ...chunks.filter(({ kib }) => kib > CHUNK_BUDGET_KIB).map(({ file, kib }) => `${file} is ${kib.toFixed(1)} KiB`),
];
if (failures.length > 0) {
  console.error(`Size budget exceeded:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
