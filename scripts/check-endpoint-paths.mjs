// Part of `npm run lint`: every endpoint is declared once in packages/domain/src/endpoints.
// - The web calls the API only through those declarations (`call(endpoint, …)`, apps/web/src/lib/
//   call.ts) and keys its cached answers by them (`queryKeyOf`, lib/query-key.ts): no source file of
//   apps/web/src holds a '/v1/…' path or a query key of its own. Tests may (they stand in for the
//   server).
// - The API registers every route of its API from a declaration: `app.route({ ...routeOf(endpoint),
//   handler })` (apps/api/src/lib/route-of.ts). Routes outside the API (the web app's pages, the
//   metrics, the SCORM bridge file) are not endpoints of the contract and are named below.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');

function listSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listSources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Each line of each source file under `dir` that `check` finds fault with. */
function findFaults(dir, check, skip = new Map()) {
  const faults = [];
  for (const file of listSources(join(root, dir))) {
    const name = relative(root, file);
    if (skip.has(name)) continue;
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, i) => {
      const fault = check(line, lines[i + 1] ?? '');
      if (fault) faults.push(`${name}:${i + 1}: ${fault}`);
    });
  }
  return faults;
}

const webFaults = findFaults('apps/web/src', (line) => {
  if (/(['"`])\/v1\//.test(line)) return 'an API path; declare the endpoint and use call() (lib/call.ts)';
  if (/queryKey:\s*\[\s*['"`]/.test(line))
    return 'a query key of its own; use queryKeyOf(endpoint, …) (lib/query-key.ts)';
  return null;
});

const notEndpoints = new Map([
  ['apps/api/src/plugins/web-app.ts', "the web app's pages"],
  ['apps/api/src/plugins/metrics.ts', 'Prometheus metrics, not in the API document'],
  ['apps/api/src/plugins/media-files.ts', 'the SCORM bridge page beside the uploaded files'],
]);
const byHand = /\b(app|instance|fastify)\.(get|post|put|patch|delete|head|options|all)\(/;
const apiFaults = findFaults(
  'apps/api/src',
  (line, next) => {
    if (byHand.test(line)) return 'a route registered by hand; declare its endpoint and use routeOf (lib/route-of.ts)';
    if (/\.route\(\{/.test(line) && !/routeOf\(/.test(`${line}${next}`)) return 'app.route without routeOf(endpoint)';
    return null;
  },
  notEndpoints,
);

const faults = [...webFaults, ...apiFaults];
if (faults.length > 0) {
  console.error(faults.join('\n'));
  process.exit(1);
}
console.log('endpoints: the web calls and keys only declared endpoints; the API registers every route from one');
