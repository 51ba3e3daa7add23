import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { questCompletions, quests } from '../../db/schema/engagement';
import { modules } from '../../db/schema/modules';
import { definePrepared } from '../../db/statements';
import { questRunning } from './quest-running';

export type QuestRow = typeof quests.$inferSelect;

const runningQuestsQuery = definePrepared((db) =>
  db
    .select({
      quest: quests,
      moduleSlug: modules.slug,
      moduleName: modules.name,
      isCompleted: sql<boolean>`EXISTS (SELECT 1 FROM quest_completions qc WHERE qc.quest_id = ${quests.id} AND qc.user_id = ${sql.placeholder('userId')})`,
    })
    .from(quests)
    .innerJoin(modules, eq(modules.id, quests.moduleId))
    .where(questRunning(sql.placeholder('now')))
    .orderBy(asc(quests.endsAt), asc(quests.id))
    .prepare('running_quests'),
);

/**
 * The running quests, the one ending first first, with whether the user completed each; prepared,
 * as Home asks it on every visit.
 */
export async function listRunningQuests(db: Executor, userId: number, now: Date) {
  return runningQuestsQuery(db).execute({ userId, now });
}

const runningQuestsOfModuleQuery = definePrepared((db) =>
  db
    .select()
    .from(quests)
    .where(and(eq(quests.moduleId, sql.placeholder('moduleId')), questRunning(sql.placeholder('now'))))
    .prepare('running_quests_of_module'),
);

/** The running quests of a module (what a pass of it may complete); prepared, as every pass asks. */
export async function runningQuestsOfModule(db: Executor, moduleId: number, now: Date): Promise<QuestRow[]> {
  return runningQuestsOfModuleQuery(db).execute({ moduleId, now });
}

/** Claims the user's one completion of the quest; false when it exists (the primary key decides). */
export async function claimQuestCompletion(
  db: Executor,
  values: { questId: number; userId: number; bonus: number; completedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(questCompletions)
    .values(values)
    .onConflictDoNothing()
    .returning({ questId: questCompletions.questId });
  return rows.length === 1;
}

export async function attachQuestTransfer(db: Executor, questId: number, userId: number, transferId: string) {
  await db
    .update(questCompletions)
    .set({ transferId })
    .where(and(eq(questCompletions.questId, questId), eq(questCompletions.userId, userId)));
}
