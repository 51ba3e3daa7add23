import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

export type DatabaseStatus = 'ok' | 'down';

/**
 * Whether the database answers, checked at most once per `maxAgeMs`: load balancers poll the
 * health route often, and a `select 1` per poll would cost more than the answer itself. Callers
 * arriving during a check share it.
 */
export function createDatabaseProbe(db: Db, clock: Clock, maxAgeMs = 1000) {
  let last: { status: DatabaseStatus; at: number } | null = null;
  let running: Promise<DatabaseStatus> | null = null;

  async function check(): Promise<DatabaseStatus> {
    try {
      await db.execute(sql`select 1`);
      return 'ok';
    } catch {
      return 'down';
    }
  }

  return async function status(): Promise<DatabaseStatus> {
    const now = clock.now().getTime();
    if (last && now - last.at < maxAgeMs) return last.status;
    running ??= check().then((result) => {
      last = { status: result, at: clock.now().getTime() };
      running = null;
      return result;
    });
    return running;
  };
}
