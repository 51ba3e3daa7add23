// Part of `npm run lint`: the import graph of every workspace must have no cycles; every API module
// (apps/api/src/modules/<area>/) and web feature (apps/web/src/features/<feature>/) is entered only
// through its front door, its index.ts, which re-exports by name what others may use; and the API's
// modules talk to each other only through services (no module takes another module's repository).
// Relative imports and `@apopunkt/domain/...` are resolved; packages are ignored.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const sourceRoots = ['apps/api/src', 'apps/web/src', 'packages/domain/src'];
const domainSrc = join(root, 'packages/domain/src');
const importPattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:([^'"]*?)\s+from\s+)?['"]([^'"]+)['"]/g;
const dynamicImportPattern = /import\(\s*['"]([^'"]+)['"]\s*\)/g;
/** Test mocks name a file too: mocking another module's insides is reaching past its door. */
const mockPattern = /\bvi\.(?:mock|doMock|importActual)\(\s*['"]([^'"]+)['"]/g;

/** The folders that have a front door: one unit per sub-folder. */
const unitKinds = [
  { dir: join(root, 'apps/api/src/modules'), noun: 'module' },
  { dir: join(root, 'apps/web/src/features'), noun: 'feature' },
];

/**
 * Imports allowed past a door, each with its reason. `from` matches the importing file (relative to
 * the repository), `to` is the file inside the unit; `typeOnly` requires `import type`.
 */
const doorExceptions = [
  {
    from: /\.test\.tsx?$/,
    to: 'apps/api/src/modules/auth/auth-test-helpers.ts',
    why: 'a test helper (it builds the app); through the door it would put test code into every module',
  },
  {
    from: /\.test\.tsx?$/,
    to: 'apps/api/src/modules/scorm/scorm-test-package.ts',
    why: 'a test fixture (a SCORM zip), not part of what the module offers',
  },
  {
    from: /^apps\/api\/src\/deps\.ts$/,
    to: 'apps/api/src/modules/mail/mailer.ts',
    typeOnly: true,
    why: 'deps.ts is the leaf every service names; the mail door reaches services, which would close a cycle',
  },
  {
    from: /^apps\/api\/src\/deps\.ts$/,
    to: 'apps/api/src/modules/users/user-cache.ts',
    typeOnly: true,
    why: 'deps.ts is the leaf every service names: it takes types from their files, not through doors',
  },
];

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

/** The names a static import or re-export takes (`{ a, type B, c as d }`), or null for `*` and defaults. */
function namesOf(clause) {
  const braces = clause?.match(/\{([^}]*)\}/);
  if (!braces) return null;
  return braces[1]
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, alias] = part.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { name, offered: alias ?? name, type: /^type\s/.test(part) };
    });
}

/**
 * Every import of a file, resolved: static imports and re-exports (with the names they take),
 * dynamic imports, and test mocks (`graph: false`: a mock replaces a file, it does not load it).
 * Type-only imports vanish at runtime but still knot the code together, so they count too.
 */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const found = [
    ...[...text.matchAll(importPattern)].map(([, keyword, type, clause, specifier]) => {
      const names = namesOf(clause);
      const typeOnly = Boolean(type) || (names !== null && names.length > 0 && names.every((n) => n.type));
      return { specifier, keyword, names, typeOnly, graph: true };
    }),
    ...[...text.matchAll(dynamicImportPattern)].map((m) => ({ specifier: m[1], names: null, graph: true })),
    ...[...text.matchAll(mockPattern)].map((m) => ({ specifier: m[1], names: null, graph: false })),
  ];
  return found.map((i) => ({ ...i, target: resolveImport(file, i.specifier) })).filter((i) => i.target);
}

const rel = (file) => relative(root, file);
const files = sourceRoots.flatMap((dir) => listSources(join(root, dir)));
const importsByFile = new Map(files.map((file) => [file, importsOf(file)]));
const graph = new Map(
  [...importsByFile].map(([file, list]) => [file, list.filter((i) => i.graph).map((i) => i.target)]),
);
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
      problems.push(`import cycle of ${component.length} files:\n    ${component.map(rel).join('\n    ')}`);
    }
  }
}
for (const file of files) if (!indexOf.has(file)) connect(file);

/** The module or feature a file belongs to; files directly in modules/ (the registries) belong to none. */
function unitOf(file) {
  for (const { dir, noun } of unitKinds) {
    const parts = relative(dir, file).split('/');
    if (parts[0] === '..' || parts.length < 2) continue;
    const unitDir = join(dir, parts[0]);
    return { dir: unitDir, door: join(unitDir, 'index.ts'), label: `${noun} "${parts[0]}"`, noun };
  }
  return null;
}

// A door only re-exports, by name, from its own unit: what it offers is visible at a glance, and
// the web build relies on it having no code of its own (vite.config.ts, FEATURE_DOOR).
const doorOffers = new Map(); // door → Map(name → file the name comes from)
const doorStatement = /^export\s+(type\s+)?\{[^}]*\}\s+from\s+'\.\/[^']+'$/;
for (const file of files) {
  const unit = unitOf(file);
  if (!unit || unit.door !== file) continue;
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '');
  for (const statement of code.split(';').map((s) => s.trim().replace(/\s+/g, ' '))) {
    if (statement && !doorStatement.test(statement)) {
      problems.push(
        `${rel(file)}: a front door only re-exports by name from its own files (export { a } from './x'; export type { T } from './y'), not: ${statement}`,
      );
    }
  }
  const offers = new Map();
  for (const i of importsByFile.get(file)) for (const { offered } of i.names ?? []) offers.set(offered, i.target);
  doorOffers.set(file, offers);
}

for (const [file, imports] of importsByFile) {
  const from = unitOf(file);
  const isTest = /\.test\.tsx?$/.test(file);
  for (const i of imports) {
    const to = unitOf(i.target);
    if (!to || from?.dir === to.dir) continue;
    if (i.target !== to.door) {
      const exception = doorExceptions.find(
        (e) => e.from.test(rel(file)) && rel(i.target) === e.to && (!e.typeOnly || i.typeOnly),
      );
      if (!exception) {
        problems.push(
          `${rel(file)} ${i.graph ? 'imports' : 'mocks'} '${i.specifier}' (${rel(i.target)}) from inside ${to.label}. ` +
            `Rule: another ${to.noun}'s files are reached only through its front door ${rel(to.door)}; ` +
            'import from there (and export the name there if it is missing).',
        );
      }
    }
    // Modules meet through services: no module takes another's repository, directly or via its door.
    if (from?.noun !== 'module' || to.noun !== 'module' || isTest) continue;
    const offers = doorOffers.get(i.target);
    const origins = offers ? (i.names ?? []).map(({ name }) => [name, offers.get(name)]) : [[null, i.target]];
    for (const [name, origin] of origins) {
      if (!origin?.endsWith('.repository.ts')) continue;
      problems.push(
        `${rel(file)} imports ${name ? `${name}, ` : ''}the repository of ${to.label} (${rel(origin)}); call its service instead`,
      );
    }
  }
}

// The API's floors (docs/architecture.md): each file imports only from its own floor or below.
// Tests and test helpers stand outside the house: they may take from every floor.
const apiSrc = join(root, 'apps/api/src');
const floors = [
  { name: 'db', holds: (path) => path === 'config.ts' || /^(db|lib)\//.test(path) },
  { name: 'modules', holds: (path) => path === 'deps.ts' || /^(modules|presenters)\/[^/]+\//.test(path) },
  { name: 'http', holds: (path) => path === 'app.ts' || /^plugins\//.test(path) || /^modules\/[^/]+\.ts$/.test(path) },
  { name: 'ops', holds: (path) => path === 'server.ts' || /^(ops|jobs)\//.test(path) },
];
const floorOf = (file) => {
  const path = relative(apiSrc, file);
  if (path.startsWith('..')) return null;
  const index = floors.findIndex((floor) => floor.holds(path));
  return index < 0 ? null : index;
};
const isTestCode = (file) => /\.test\.tsx?$|-test-helpers\.ts$|\/test-support\//.test(file);
for (const [file, imports] of importsByFile) {
  const fromFloor = floorOf(file);
  if (fromFloor === null || isTestCode(file)) continue;
  for (const i of imports) {
    const toFloor = floorOf(i.target);
    if (toFloor === null || toFloor <= fromFloor) continue;
    problems.push(
      `${rel(file)} (floor ${floors[fromFloor].name}) imports ${rel(i.target)} (floor ${floors[toFloor].name}). ` +
        'Rule: the API stacks db → modules → http → ops; a file imports only from its floor or below.',
    );
  }
}

if (problems.length > 0) {
  console.error(`Import check failed (${problems.length}):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Import check: ${files.length} files, no cycles, modules and features entered only through their front doors, modules meet only through services, the API's floors stack db → modules → http → ops.`,
);
