import { type ModuleContent, moduleContentSchema } from '@apopunkt/domain/schemas/module-content';
import { deepFreeze } from '../../lib/deep-freeze';

/** How many module versions stay parsed; beyond it the longest-known go first. */
const MAX_VERSIONS = 500;

const parsedVersions = new Map<string, ModuleContent | null>();

/**
 * A module's content of one version as the schema reads it (null when there is none or it does
 * not match), checked once per process instead of on every start, detail and submission (issue
 * 9). A version's content never changes: staff change the content only through a new version
 * (`replaceModuleContent`), so the module's uuid and the version name it for good, on every
 * instance. Shared by every request, so it is frozen.
 */
export function moduleContentOf(module: { uuid: string }, version: number, raw: unknown): ModuleContent | null {
  const key = `${module.uuid}:${version}`;
  const known = parsedVersions.get(key);
  if (known !== undefined) return known;
  const parsed = raw ? moduleContentSchema.safeParse(raw) : null;
  const content = parsed?.success ? deepFreeze(parsed.data) : null;
  parsedVersions.set(key, content);
  if (parsedVersions.size > MAX_VERSIONS) {
    const oldest = parsedVersions.keys().next().value;
    if (oldest !== undefined) parsedVersions.delete(oldest);
  }
  return content;
}
