import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:mantine-styles';
const RESOLVED_VIRTUAL_ID = `\0${VIRTUAL_ID}`;
/** Mantine's class map of one component, e.g. …/@mantine/core/esm/components/Button/Button.module.mjs. */
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

const BASE_STYLES = ['baseline.layer.css', 'default-css-variables.layer.css', 'global.layer.css'];

function mantineStylesDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('@mantine/core/styles.css')), 'styles');
}

/**
 * Mantine's styles per component instead of one 257 KB file (issue 9). In the build, every Mantine
 * component's class map imports that component's stylesheet, so Vite puts each stylesheet into the
 * chunk that holds the component: the entry carries only what the first paint renders. The layered
 * variants keep the app's own styles winning regardless of load order, as they did before.
 * `virtual:mantine-styles` gives the base styles (reset, CSS variables, globals); in the dev server,
 * where dependencies are pre-bundled without plugins, it gives the whole stylesheet instead.
 */
export function mantineComponentStyles(): Plugin {
  const stylesDir = mantineStylesDir();
  let build = false;
  return {
    name: 'apopunkt:mantine-component-styles',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build' && !config.mode.includes('test');
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_VIRTUAL_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_VIRTUAL_ID) return null;
      const files = build ? BASE_STYLES.map((file) => `styles/${file}`) : ['styles.layer.css'];
      return files.map((file) => `import '@mantine/core/${file}';`).join('\n');
    },
    transform(code, id) {
      if (!build) return null;
      const component = CLASS_MAP.exec(id)?.[1];
      if (!component || !existsSync(join(stylesDir, `${component}.layer.css`))) return null;
      return { code: `import '@mantine/core/styles/${component}.layer.css';\n${code}`, map: null };
    },
  };
}
