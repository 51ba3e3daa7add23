import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import type { Database } from './client';
import { StatementNames } from './named-statements';
import { adGroups } from './schema/catalog';
import { inTransaction } from './transaction';

describe('StatementNames', () => {
  it('gives the same text the same name and another text another, up to its maximum of texts', () => {
    const names = new StatementNames(3);
    const first = names.nameOf('select $1::int');
    expect(first).toMatch(/^apopunkt_\d+$/);
    expect(names.nameOf('select $1::int')).toBe(first);
    expect(names.nameOf('select $1::text')).not.toBe(first);
    expect(names.nameOf('select $1::date')).toMatch(/^apopunkt_\d+$/);
    expect(names.nameOf('select $1::bigint')).toBeUndefined();
    expect(names.nameOf('select $1::int')).toBe(first);
  });
});

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let database: Database & { drop(): Promise<void> };
beforeAll(async () => {
  if (onPostgres) database = await openTestDatabase();
});
afterAll(async () => {
  await database?.close();
  await database?.drop();
});

describe.skipIf(!onPostgres)('statements on PostgreSQL', () => {
  it('are prepared on their connection under their name and run again by it', async () => {
    const prepared = await inTransaction(database.db, async (tx) => {
      for (const name of ['Sommer', 'Winter']) await tx.select().from(adGroups).where(eq(adGroups.name, name));
      const result = (await tx.execute(
        sql`SELECT name, statement FROM pg_prepared_statements WHERE statement LIKE '%ad_groups%'`,
      )) as unknown as { rows: { name: string; statement: string }[] };
      return result.rows;
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toMatch(/^apopunkt_\d+$/);
  });
});
