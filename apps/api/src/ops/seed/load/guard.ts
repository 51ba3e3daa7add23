import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { SYNTHETIC_DOMAINS } from './constants';
import { one } from './sql';

/**
 * The synthetic data needs a real PostgreSQL server: PGlite is single-connection and does not
 * fsync, and nobody should fill their demo directory by accident. So DATABASE_URL must be given
 * explicitly, and must be a postgres:// URL.
 */
export function requirePostgresUrl(url: string | undefined): string {
  if (!url) {
    throw new Error(
      'DATABASE_URL fehlt: Die Lastdaten werden nur in eine ausdrücklich genannte PostgreSQL-Datenbank geschrieben, nie ins eingebettete PGlite.',
    );
  }
  if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL muss eine postgres://-URL sein.');
  return url;
}

/**
 * Refuses a database with real people in it (users that are neither demo accounts nor
 * synthetic): 100k invented users in production would be hard to take out again. --force
 * overrides this, e.g. for a copy of production data.
 */
export async function assertNoRealUsers(db: Executor, force: boolean): Promise<void> {
  const domains = SYNTHETIC_DOMAINS.map((d) => sql`lower(email) NOT LIKE ${`%@${d}`}`);
  const row = await one<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM users WHERE NOT is_demo AND ${sql.join(domains, sql` AND `)}`,
    'real users',
  );
  if (row.n > 0 && !force) {
    throw new Error(
      `Die Datenbank enthält ${row.n} echte Nutzer (weder Demo- noch Lastdaten). Lastdaten nur in eine Benchmark-Datenbank schreiben, oder mit --force bestätigen.`,
    );
  }
}
