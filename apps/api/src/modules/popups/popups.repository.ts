import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { popupEvents, popups } from '../../db/schema/engagement';
import { employees } from '../../db/schema/organisations';

export type PopupRow = typeof popups.$inferSelect;

/** The newest live popup at `now` (active, started or no start, not ended or no end). */
export async function findCurrentPopup(db: Executor, now: Date): Promise<PopupRow | null> {
  const [row] = await db
    .select()
    .from(popups)
    .where(
      and(
        eq(popups.isActive, true),
        or(isNull(popups.startsAt), lte(popups.startsAt, now)),
        or(isNull(popups.endsAt), gt(popups.endsAt, now)),
      ),
    )
    .orderBy(desc(popups.createdAt))
    .limit(1);
  return row ?? null;
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
