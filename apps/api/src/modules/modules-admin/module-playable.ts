import { AppError } from '@apopunkt/domain/errors';
import { missingForPlay, notPlayableText } from '@apopunkt/domain/rules/module-playable';
import { type ModuleContent, moduleContentSchema } from '@apopunkt/domain/schemas/module-content';
import type { ModuleRow } from './modules-admin.repository';

/** What the module lacks to be played (rules/module-playable), from its content, external page and package. */
export function missingOf(row: ModuleRow, content: ModuleContent | null) {
  return missingForPlay({ content, contentUrl: row.contentUrl, scormPackage: row.scormPackage ?? null });
}

/**
 * A visible module must be playable: learners would see it (as new) and get "noch kein Quiz".
 * Checked on the row a change leaves behind, inside its transaction, so a refused change is
 * rolled back: 409 CONFLICT naming what is missing (`details.missing`). The content is parsed
 * here, not through the per-version cache: a refused version is never committed, and the next
 * save takes the same version number.
 */
export function requirePlayableIfVisible(row: ModuleRow): void {
  if (!row.isVisible) return;
  const parsed = row.content ? moduleContentSchema.safeParse(row.content) : null;
  const missing = missingOf(row, parsed?.success ? parsed.data : null);
  if (missing.length > 0) throw new AppError('CONFLICT', notPlayableText(missing), { missing });
}
