import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-app';
import type { Database } from './client';
import { preparedPerDatabase } from './prepared';
import { adGroups } from './schema/catalog';
import { inTransaction } from './transaction';

let database: Database & { drop(): Promise<void> };
let builds = 0;
const groupByName = preparedPerDatabase((db) => {
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

describe('preparedPerDatabase', () => {
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
