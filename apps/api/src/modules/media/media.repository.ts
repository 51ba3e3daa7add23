import type { Executor } from '../../db/client';
import { mediaFiles } from '../../db/schema/audit';

export type MediaFileRow = typeof mediaFiles.$inferSelect;

export async function insertMediaFile(db: Executor, values: typeof mediaFiles.$inferInsert): Promise<MediaFileRow> {
  const [row] = await db.insert(mediaFiles).values(values).returning();
  if (!row) throw new Error('media file not stored');
  return row;
}
