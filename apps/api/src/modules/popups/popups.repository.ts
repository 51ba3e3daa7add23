import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { popupClosures, popupEvents, popups } from '../../db/schema/engagement';
import { employees } from '../../db/schema/organisations';

export type PopupRow = typeof popups.$inferSelect;

/**
 * The newest live popup at `now` (active, started or no start, not ended or no end), with the
 * version of it member `userId` closed (null: never), in one statement.
 */
export async function findCurrentPopup(
  db: Executor,
  now: Date,
  userId: number,
): Promise<{ row: PopupRow; closedVersion: number | null } | null> {
  const [found] = await db
    .select({ row: popups, closedVersion: popupClosures.version })
    .from(popups)
    .leftJoin(popupClosures, and(eq(popupClosures.popupUuid, popups.uuid), eq(popupClosures.userId, userId)))
    .where(
      and(
        eq(popups.isActive, true),
        or(isNull(popups.startsAt), lte(popups.startsAt, now)),
        or(isNull(popups.endsAt), gt(popups.endsAt, now)),
      ),
    )
    .orderBy(desc(popups.createdAt))
    .limit(1);
  return found ?? null;
}

export async function findPopup(db: Executor, uuid: string): Promise<PopupRow | null> {
  const [row] = await db.select().from(popups).where(eq(popups.uuid, uuid));
  return row ?? null;
}

/** Records a view or click with the member's workplace at this moment. */
export async function insertPopupEvent(
  db: Executor,
  values: { popupUuid: string; userId: number; type: number; createdAt: Date },
): Promise<void> {
  const [employee] = await db
    .select({ organisationId: employees.organisationId })
    .from(employees)
    .where(eq(employees.userId, values.userId));
  await db.insert(popupEvents).values({ ...values, organisationId: employee?.organisationId ?? null });
}

/** Remembers that the member closed this version of the popup (a later close of an older one keeps the newer). */
export async function upsertClosure(
  db: Executor,
  values: { userId: number; popupUuid: string; version: number; closedAt: Date },
): Promise<void> {
  await db
    .insert(popupClosures)
    .values(values)
    .onConflictDoUpdate({
      target: [popupClosures.userId, popupClosures.popupUuid],
      set: {
        version: sql`GREATEST(${popupClosures.version}, excluded.version)`,
        closedAt: sql`excluded.closed_at`,
      },
    });
}
