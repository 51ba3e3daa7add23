import type { Executor } from '../../db/client';
import { scheduleMediaDeletion } from './media-cleanup.repository';

/** A SCORM package a module stopped playing is deleted this much later: members may still be playing it. */
export const REPLACED_PACKAGE_GRACE_DAYS = 7;

/** The package's folder below DATA_DIR/media (`scorm/<uuid>`) from its launch address, or null. */
export function scormPackageFolder(url: string): string | null {
  return /^\/media\/(scorm\/[0-9a-f-]{36})\//.exec(url)?.[1] ?? null;
}

/**
 * Called in the transaction that replaces or removes a module's package: its folder is deleted by
 * the clean-up job (media-cleanup.job.ts) once the grace period has passed.
 */
export async function scheduleReplacedPackageDeletion(tx: Executor, now: Date, launchUrl: string): Promise<void> {
  const folder = scormPackageFolder(launchUrl);
  if (!folder) return;
  const due = new Date(now.getTime() + REPLACED_PACKAGE_GRACE_DAYS * 24 * 60 * 60 * 1000);
  await scheduleMediaDeletion(tx, folder, due);
}
