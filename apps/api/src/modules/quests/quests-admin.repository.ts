import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { quests } from '../../db/schema/engagement';
import { modules } from '../../db/schema/modules';

const withStats = {
  quest: quests,
  moduleSlug: modules.slug,
  moduleName: modules.name,
  completions: sql<number>`(SELECT count(*)::int FROM quest_completions qc WHERE qc.quest_id = ${quests.id})`.mapWith(
    Number,
  ),
  bonusesPaid:
    sql<number>`(SELECT coalesce(sum(qc.bonus), 0)::int FROM quest_completions qc WHERE qc.quest_id = ${quests.id} AND qc.transfer_id IS NOT NULL)`.mapWith(
      Number,
    ),
};

export async function listQuestsAdmin(db: Executor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(withStats)
      .from(quests)
      .innerJoin(modules, eq(modules.id, quests.moduleId))
      .orderBy(desc(quests.startsAt), desc(quests.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(quests),
  ]);
  return { count: total?.n ?? 0, rows };
}
export type AdminQuestRow = Awaited<ReturnType<typeof listQuestsAdmin>>['rows'][number];

export async function findQuestAdmin(db: Executor, id: number): Promise<AdminQuestRow | null> {
  const [row] = await db
    .select(withStats)
    .from(quests)
    .innerJoin(modules, eq(modules.id, quests.moduleId))
    .where(eq(quests.id, id));
  return row ?? null;
}

export async function moduleExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: modules.id }).from(modules).where(eq(modules.id, id));
  return !!row;
}

export async function insertQuest(db: Executor, values: typeof quests.$inferInsert) {
  const [row] = await db.insert(quests).values(values).returning({ id: quests.id });
  if (!row) throw new Error('quest not created');
  return row.id;
}

export async function updateQuest(db: Executor, id: number, values: Partial<typeof quests.$inferInsert>) {
  await db.update(quests).set(values).where(eq(quests.id, id));
}
