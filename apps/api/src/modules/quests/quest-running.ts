import { and, eq, gt, lte, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { quests } from '../../db/schema/engagement';

/** Active and inside its period at `now` (a value, or the placeholder of a prepared statement). */
export const questRunning = (now: Date | Placeholder) =>
  and(eq(quests.isActive, true), lte(quests.startsAt, now), gt(quests.endsAt, now));

/**
 * Whether a quest of the module `moduleId` runs at `now`, as a condition for another statement: the
 * submission asks it with its first read, so a pass of a module without a running quest (nearly all)
 * does not ask for the module's quests again in its transaction.
 */
export const questRunsForModule = (moduleId: SQLWrapper, now: Date | Placeholder): SQL<boolean> =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${quests} WHERE ${quests.moduleId} = ${moduleId} AND ${questRunning(now)})`.mapWith(
    Boolean,
  );
