import type { Executor } from '../../db/client';
import { competitionModules, competitions, popups, quests } from '../../db/schema/engagement';

const DAY_MS = 24 * 60 * 60 * 1000;
let counter = 0;

export type CompetitionFactoryInput = Partial<Omit<typeof competitions.$inferInsert, 'id'>> & { moduleIds?: number[] };

/** A running competition (since yesterday, for two weeks), type 3 unless asked otherwise. */
export async function createCompetition(db: Executor, input: CompetitionFactoryInput = {}) {
  const { moduleIds = [], ...values } = input;
  const now = Date.now();
  const [row] = await db
    .insert(competitions)
    .values({
      name: `Gewinnspiel ${++counter}`,
      competitionType: moduleIds.length ? 1 : 3,
      description: 'Mitmachen und gewinnen.',
      termsOfService: 'Teilnahme ab 18 Jahren.',
      privacyPolicy: 'Wir nutzen deine Daten nur für die Verlosung.',
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 14 * DAY_MS),
      ...values,
    })
    .returning();
  if (!row) throw new Error('competition not created');
  if (moduleIds.length) {
    await db
      .insert(competitionModules)
      .values(moduleIds.map((moduleId, position) => ({ competitionId: row.id, moduleId, position })));
  }
  return row;
}

/** A running weekly challenge for the module (since yesterday, for a week). */
export async function createQuest(
  db: Executor,
  input: Partial<Omit<typeof quests.$inferInsert, 'id'>> & { moduleId: number },
) {
  const now = Date.now();
  const [row] = await db
    .insert(quests)
    .values({ startsAt: new Date(now - DAY_MS), endsAt: new Date(now + 6 * DAY_MS), bonus: 25, ...input })
    .returning();
  if (!row) throw new Error('quest not created');
  return row;
}

/** An active popup without a period. */
export async function createPopup(db: Executor, input: Partial<typeof popups.$inferInsert> = {}) {
  const [row] = await db
    .insert(popups)
    .values({ name: `Popup ${++counter}`, image: '/media/seed/popup.png', link: '/premium', ...input })
    .returning();
  if (!row) throw new Error('popup not created');
  return row;
}
