// Bundles the API (with @apopunkt/domain) into dist/server.js; npm packages stay external. The demo
// seed (src/ops/seed, loaded by server.ts only when SEED_DEMO_DATA is on) goes into chunks of its own
// beside it: the build fails if any seed file lands in what every start loads.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@apopunkt/'));

rmSync('dist', { recursive: true, force: true });
const { metafile } = await build({
  entryPoints: { server: 'src/server.ts' },
  outdir: 'dist',
  // Chunks beside server.js, so that paths resolved from import.meta.url stay the same in them.
  chunkNames: '[name]-[hash]',
  splitting: true,
  metafile: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
assertSeedLoadedOnlyToSeed(metafile);
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api built → apps/api/dist/server.js');

/** The files server.js loads statically: itself and the chunks it imports, transitively. */
function staticallyLoaded(outputs, entry) {
  const loaded = new Set();
  const visit = (file) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const i of outputs[file]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(entry);
  return loaded;
}

function assertSeedLoadedOnlyToSeed({ outputs }) {
  const seedFiles = [...staticallyLoaded(outputs, 'dist/server.js')].flatMap((file) =>
    Object.keys(outputs[file]?.inputs ?? {}).filter((input) => input.startsWith('src/ops/seed/')),
  );
  if (seedFiles.length > 0) {
    throw new Error(`the demo seed is in the production bundle: ${seedFiles.slice(0, 5).join(', ')}`);
  }
}
