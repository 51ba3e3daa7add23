// Part of `npm run lint`: the import graph of every workspace must have no cycles, and the API's
// modules talk to each other only through services (no module imports another module's
// repository). Relative imports and `@apopunkt/domain/...` are resolved; packages are ignored.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const sourceRoots = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];
const domainSrc = join(root, 'packages/domain/src');
const importPattern = /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const dynamicImportPattern = /import\(\s*['"]([^'"]+)['"]\s*\)/g;

function listSources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : listSources(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith('@apopunkt/domain/'))
    base = join(domainSrc, specifier.slice('@apopunkt/domain/'.length));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Type-only imports vanish at runtime but still knot the code together, so they count too. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(importPattern), ...text.matchAll(dynamicImportPattern)].map((m) => m[1]);
  return specifiers.map((s) => resolveImport(file, s)).filter(Boolean);
}

const files = sourceRoots.flatMap((dir) => listSources(join(root, dir)));
const graph = new Map(files.map((file) => [file, importsOf(file)]));
const problems = [];

// Tarjan's strongly connected components: every component with more than one file is a cycle.
let index = 0;
const indexOf = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
function connect(file) {
  indexOf.set(file, index);
  low.set(file, index);
  index++;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!indexOf.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file), indexOf.get(next)));
    }
  }
  if (low.get(file) === indexOf.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    const selfImport = component.length === 1 && (graph.get(file) ?? []).includes(file);
    if (component.length > 1 || selfImport) {
      problems.push(
        `import cycle of ${component.length} files:\n    ${component.map((f) => relative(root, f)).join('\n    ')}`,
      );
    }
  }
}
for (const file of files) if (!indexOf.has(file)) connect(file);

const apiModules = join(root, 'apps/api/src/modules');
const moduleOf = (file) => (file.startsWith(apiModules) ? relative(apiModules, file).split('/')[0] : null);

for (const [file, imports] of graph) {
  for (const target of imports) {
    const from = moduleOf(file);
    const to = moduleOf(target);
    if (from && to && from !== to && target.endsWith('.repository.ts') && !file.includes('.test.')) {
      problems.push(
        `${relative(root, file)} imports the repository of module "${to}" (${relative(root, target)}); call its service instead`,
      );
    }
  }
}

if (problems.length > 0) {
  console.error(`Import check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(`Import check: ${files.length} files, no cycles, modules meet only through services.`);
