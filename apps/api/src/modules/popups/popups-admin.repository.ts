import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { popupEvents, popups } from '../../db/schema/engagement';
import { organisations } from '../../db/schema/organisations';
import type { PopupRow } from './popups.repository';

export async function listPopupsAdmin(db: Executor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db.select().from(popups).orderBy(desc(popups.createdAt)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(popups),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function insertPopup(db: Executor, values: typeof popups.$inferInsert): Promise<PopupRow> {
  const [row] = await db.insert(popups).values(values).returning();
  if (!row) throw new Error('popup not created');
  return row;
}

export async function updatePopup(db: Executor, uuid: string, values: Partial<typeof popups.$inferInsert>) {
  const [row] = await db.update(popups).set(values).where(eq(popups.uuid, uuid)).returning();
  return row ?? null;
}

/** The popup's events grouped per member, workplace and type (the report is built from these). */
export async function popupEventGroups(db: Executor, uuid: string) {
  return db
    .select({
      type: popupEvents.type,
      userId: popupEvents.userId,
      organisationId: popupEvents.organisationId,
      organisationType: organisations.type,
      zip: organisations.zip,
      events: count(),
    })
    .from(popupEvents)
    .leftJoin(organisations, eq(organisations.id, popupEvents.organisationId))
    .where(eq(popupEvents.popupUuid, uuid))
    .groupBy(popupEvents.type, popupEvents.userId, popupEvents.organisationId, organisations.type, organisations.zip);
}
export type PopupEventGroup = Awaited<ReturnType<typeof popupEventGroups>>[number];
