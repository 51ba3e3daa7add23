import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import type { Database } from './client';
import { adGroups } from './schema/modules';
import { definePrepared, StatementNames } from './statements';
import { inTransaction } from './transaction';

let database: Database & { drop(): Promise<void> };
let builds = 0;
const groupByName = definePrepared((db) => {
  builds++;
  return db
    .select({ id: adGroups.id, name: adGroups.name })
    .from(adGroups)
    .where(eq(adGroups.name, sql.placeholder('name')))
    .prepare('test_ad_group_by_name');
});

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await database.drop();
});

describe('definePrepared', () => {
  it('builds a query once and runs it on the connection of the executor it is given', async () => {
    const { db } = database;
    expect(await groupByName(db).execute({ name: 'Sommer' })).toEqual([]);
    await inTransaction(db, async (tx) => {
      await tx.insert(adGroups).values({ name: 'Sommer' });
      // Inside the transaction the uncommitted row is there; on the database's other connections not yet.
      expect((await groupByName(tx).execute({ name: 'Sommer' })).map((g) => g.name)).toEqual(['Sommer']);
      if (database.kind === 'postgres') expect(await groupByName(db).execute({ name: 'Sommer' })).toEqual([]);
    });
    expect(await groupByName(db).execute({ name: 'Sommer' })).toHaveLength(1);
    // Once for the process: the transaction runs the same query on its own connection.
    expect(builds).toBe(1);
  });

  it('leaves a rolled-back write unseen', async () => {
    const { db } = database;
    await expect(
      inTransaction(db, async (tx) => {
        await tx.insert(adGroups).values({ name: 'Winter' });
        expect(await groupByName(tx).execute({ name: 'Winter' })).toHaveLength(1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await groupByName(db).execute({ name: 'Winter' })).toEqual([]);
  });
});

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

describe.skipIf(!onPostgres)('statements on PostgreSQL', () => {
  it('are prepared on their connection under their name and run again by it', async () => {
    const prepared = await inTransaction(database.db, async (tx) => {
      for (const name of ['Sommer', 'Winter']) await tx.select().from(adGroups).where(eq(adGroups.name, name));
      const result = (await tx.execute(
        sql`SELECT name, statement FROM pg_prepared_statements
            WHERE statement LIKE 'select%ad_groups%' AND name LIKE 'apopunkt\_%'`,
      )) as unknown as { rows: { name: string; statement: string }[] };
      return result.rows;
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toMatch(/^apopunkt_\d+$/);
  });
});
