import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mediaDeletions, mediaFiles } from '../../db/schema/audit';

/** Marks a path below DATA_DIR/media for deletion once `dueAt` has passed (the clean-up job deletes it). */
export async function scheduleMediaDeletion(db: Executor, path: string, dueAt: Date): Promise<void> {
  await db.insert(mediaDeletions).values({ path, dueAt }).onConflictDoUpdate({
    target: mediaDeletions.path,
    set: { dueAt },
  });
}

export async function dueMediaDeletions(db: Executor, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ path: mediaDeletions.path })
    .from(mediaDeletions)
    .where(lte(mediaDeletions.dueAt, now))
    .orderBy(asc(mediaDeletions.dueAt))
    .limit(limit);
  return rows.map((row) => row.path);
}

export async function forgetMediaDeletion(db: Executor, path: string): Promise<void> {
  await db.delete(mediaDeletions).where(eq(mediaDeletions.path, path));
}

/** Uploads older than `before`: the ones the clean-up checks for references. */
export async function uploadsCreatedBefore(db: Executor, before: Date, limit: number) {
  return db
    .select({ id: mediaFiles.id, path: mediaFiles.path })
    .from(mediaFiles)
    .where(lte(mediaFiles.createdAt, before))
    .orderBy(asc(mediaFiles.createdAt))
    .limit(limit);
}

export async function deleteUploadRows(db: Executor, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.delete(mediaFiles).where(and(inArray(mediaFiles.id, ids)));
}

/** An upload's path as storeMediaUpload names it (the same pattern in JavaScript and PostgreSQL). */
export const UPLOAD_PATH_PATTERN = 'uploads/[0-9]{4}/[0-9]{2}/[0-9a-f-]{36}\\.[a-z0-9]+';

/** Tables whose text is a record of the past, not a use: an upload named only there is unused. */
const NOT_A_USE = ['media_files', 'media_deletions', 'audit_log'];

/**
 * Every upload path (`uploads/yyyy/mm/<uuid>.<ext>`) named in any text or JSON column of the app's
 * tables: content, images, banners, mails sent. Deliberately wide: a column added later that holds
 * a media address is covered without a change here, and keeping an unused file costs little while
 * deleting a used one breaks a page. One scan per column; the job runs a few times a day.
 */
export async function referencedUploadPaths(db: Executor): Promise<Set<string>> {
  const columns = (
    (await db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb')
        AND table_name NOT IN (${sql.join(
          NOT_A_USE.map((name) => sql`${name}`),
          sql`, `,
        )})
        AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  const found = new Set<string>();
  for (const { table_name: table, column_name: column } of columns) {
    const target = sql.raw(`"${table.replaceAll('"', '""')}"."${column.replaceAll('"', '""')}"`);
    const result = (await db.execute(sql`
      SELECT DISTINCT (regexp_matches(${target}::text, ${UPLOAD_PATH_PATTERN}, 'g'))[1] AS path
      FROM ${sql.raw(`"${table.replaceAll('"', '""')}"`)} WHERE ${target}::text LIKE '%uploads/%'`)) as unknown as {
      rows: { path: string }[];
    };
    for (const row of result.rows) found.add(row.path);
  }
  return found;
}
