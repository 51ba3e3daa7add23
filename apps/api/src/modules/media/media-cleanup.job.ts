import { rm } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../lib/background-jobs';
import type { Clock } from '../../lib/clock';
import {
  deleteUploadRows,
  dueMediaDeletions,
  forgetMediaDeletion,
  referencedUploadPaths,
  UPLOAD_PATH_PATTERN,
  uploadsCreatedBefore,
} from './media-cleanup.repository';

/** An upload no page has named for this long is deleted (time to put a fresh upload into a page). */
export const UNUSED_UPLOAD_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 500;
/** Only files named the way uploads are named are ever deleted as unused (the scan could not see other names). */
const UPLOAD_PATH = new RegExp(`^${UPLOAD_PATH_PATTERN}$`);

interface MediaCleanupDeps {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** DATA_DIR/media */
  mediaDir: string;
}

/** A path below the media folder, or null for anything that would leave it. */
function inside(mediaDir: string, path: string): string | null {
  const relative = normalize(path);
  if (relative.startsWith('..') || relative.startsWith('/') || relative === '.') return null;
  return join(mediaDir, relative);
}

/** Deletes the SCORM packages whose grace period ended (scheduled when a module's package was replaced). */
export async function deleteDueMedia(deps: MediaCleanupDeps): Promise<number> {
  let deleted = 0;
  for (const path of await dueMediaDeletions(deps.db, deps.clock.now(), BATCH)) {
    const absolute = inside(deps.mediaDir, path);
    if (absolute) await rm(absolute, { recursive: true, force: true });
    await forgetMediaDeletion(deps.db, path);
    deleted++;
  }
  return deleted;
}

/** Deletes uploads older than UNUSED_UPLOAD_DAYS that no table names (file first, then its row). */
export async function deleteUnusedUploads(deps: MediaCleanupDeps): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - UNUSED_UPLOAD_DAYS * DAY_MS);
  const candidates = await uploadsCreatedBefore(deps.db, before, 100_000);
  if (candidates.length === 0) return 0;
  const used = await referencedUploadPaths(deps.db);
  const unused = candidates.filter((upload) => UPLOAD_PATH.test(upload.path) && !used.has(upload.path));
  for (const upload of unused) {
    const absolute = inside(deps.mediaDir, upload.path);
    if (absolute) await rm(absolute, { force: true });
  }
  await deleteUploadRows(
    deps.db,
    unused.map((upload) => upload.id),
  );
  return unused.length;
}

/**
 * Clears the media folder of what nothing uses any more: SCORM packages a module stopped playing a
 * week ago and uploads no page names. Every six hours on one instance; a run cut off halfway is
 * finished by the next (each step is safe to repeat).
 */
export function mediaCleanupJob(deps: MediaCleanupDeps): JobDefinition {
  return {
    name: 'media-cleanup',
    everySeconds: 6 * 60 * 60,
    expireInSeconds: 30 * 60,
    async run() {
      const packages = await deleteDueMedia(deps);
      const uploads = await deleteUnusedUploads(deps);
      if (packages + uploads > 0) deps.log.info({ packages, uploads }, 'unused media deleted');
    },
  };
}
