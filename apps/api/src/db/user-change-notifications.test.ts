import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManufacturer, createOrganisation, createUser } from '../ops/seed/factories';
import { openTestDatabase } from '../test-support/test-app';
import type { NotificationListener } from './notifications';
import { READ_MODEL_CHANNEL } from './read-models/change-feed';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let listener: NotificationListener;
const heard: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  listener = await database.listen(READ_MODEL_CHANNEL, {
    onPayload: (payload) => heard.push(payload),
    onConnected: () => {},
  });
});
afterAll(async () => {
  await listener.close();
  await database.close();
  await database.drop();
});

let markers = 0;

/** Sends a marker and waits until it came back: everything committed before has been heard. */
async function heardAllBefore(): Promise<string[]> {
  const marker = `marker-${++markers}`;
  await database.db.execute(sql`SELECT pg_notify(${READ_MODEL_CHANNEL}, ${marker})`);
  for (let i = 0; i < 300 && !heard.includes(marker); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(heard).toContain(marker);
  return heard.splice(0).filter((payload) => !payload.startsWith('marker-'));
}

/** The announcements of one statement, each as `<table>:<the sorted user ids it named>` ("*" stays). */
async function announced(query: ReturnType<typeof sql>): Promise<string[]> {
  await heardAllBefore();
  await database.db.execute(query);
  return (await heardAllBefore()).map((payload) => {
    const [table, ids] = payload.split(':');
    if (ids === '*') return payload;
    const sorted = ids
      ?.split(',')
      .map(Number)
      .sort((x, y) => x - y)
      .join(',');
    return `${table}:${sorted}`;
  });
}

describe('the generated read-model triggers: every change of what a read model is built from is announced', () => {
  it('names the users a statement changed in users and in each per-user table', async () => {
    const org = await createOrganisation(database.db);
    const a = await createUser(database.db, { organisationId: org.id });
    const b = await createUser(database.db, { organisationId: org.id });
    const both = [a.id, b.id].sort((x, y) => x - y).join(',');
    expect(await announced(sql`UPDATE users SET first_name = 'X' WHERE id IN (${a.id}, ${b.id})`)).toEqual([
      `users:${both}`,
    ]);
    expect(
      await announced(
        sql`INSERT INTO user_permissions (user_id, permission, granted) VALUES (${a.id}, 'can_recruit_users', true)`,
      ),
    ).toEqual([`user_permissions:${a.id}`]);
    // A row moved to another user (an account merge) names both.
    expect(await announced(sql`UPDATE user_permissions SET user_id = ${b.id} WHERE user_id = ${a.id}`)).toEqual([
      `user_permissions:${both}`,
    ]);
    expect(await announced(sql`DELETE FROM user_permissions WHERE user_id = ${b.id}`)).toEqual([
      `user_permissions:${b.id}`,
    ]);
    expect(await announced(sql`UPDATE employees SET is_verified = true WHERE user_id = ${b.id}`)).toEqual([
      `employees:${b.id}`,
    ]);
    expect(
      await announced(sql`INSERT INTO subscriptions (user_id, type) VALUES (${b.id}, 'FEATURE_DASHBOARD_MODULES')`),
    ).toEqual([`subscriptions:${b.id}`]);
    expect(
      await announced(
        sql`INSERT INTO refresh_tokens (user_id, family_id, token_hash, family_expires_at)
            VALUES (${a.id}, gen_random_uuid(), ${`hash-${a.id}`}, now() + interval '1 day')`,
      ),
    ).toEqual([`refresh_tokens:${a.id}`]);
    expect(await announced(sql`UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = ${a.id}`)).toEqual([
      `refresh_tokens:${a.id}`,
    ]);
    expect(await announced(sql`TRUNCATE subscriptions`)).toEqual(['subscriptions:*']);
  });

  it('announces nothing for a statement that changed no row', async () => {
    expect(await announced(sql`UPDATE users SET first_name = 'X' WHERE id = -1`)).toEqual([]);
  });

  it('announces "*" for a statement that changed more than 200 users, and for every change of shared rows', async () => {
    for (let i = 0; i < 201; i++) await createUser(database.db);
    expect(await announced(sql`UPDATE users SET updated_at = now()`)).toEqual(['users:*']);
    const org = await createOrganisation(database.db);
    expect(await announced(sql`UPDATE organisations SET name = name WHERE id = ${org.id}`)).toEqual([
      'organisations:*',
    ]);
    const maker = await createManufacturer(database.db);
    expect(await announced(sql`UPDATE manufacturers SET name = name WHERE id = ${maker.id}`)).toEqual([
      'manufacturers:*',
    ]);
    expect(await announced(sql`UPDATE modules SET name = name WHERE id = -1`)).toEqual(['modules:*']);
  });
});
