import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../ops/seed/factories';
import { createModule } from '../../ops/seed/learning-factories';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { findPeriodReach } from './business-period.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('findPeriodReach', () => {
  it('counts by the Berlin calendar day, both days of the period included', async () => {
    const db = ctx.database.db;
    const module = await createModule(db);
    // [first reached, completed] as instants; Berlin is UTC+1 in March before the change to summer time.
    const people: [string, string | null][] = [
      ['2026-03-01T22:59:59.999Z', '2026-03-02T10:00:00Z'], // reached on 1 March, completed on the 2nd
      ['2026-03-01T23:00:00Z', null], // reached at midnight of 2 March
      ['2026-03-02T22:59:59.999Z', '2026-03-02T23:00:00Z'], // reached on the 2nd, completed on the 3rd
      ['2026-03-03T12:00:00Z', '2026-03-03T12:00:00Z'],
    ];
    for (const [first, completed] of people) {
      const user = await createUser(db);
      await db.execute(sql`INSERT INTO report_module_users (module_id, user_id, attempts, completed, cost_quota, first_at, completed_at)
        VALUES (${module.id}, ${user.id}, 1, ${completed !== null}, ${completed !== null}, ${first}::timestamptz, ${completed}::timestamptz)`);
    }
    expect(await findPeriodReach(db, module.id, { from: '2026-03-02', to: '2026-03-02' })).toMatchObject({
      users: 2,
      usersCompleted: 1,
      usersCostQuota: 1,
    });
    expect(await findPeriodReach(db, module.id, { from: '2026-03-01', to: '2026-03-03' })).toMatchObject({
      users: 4,
      usersCompleted: 3,
    });
    expect(await findPeriodReach(db, module.id, { from: '2026-03-03', to: '2026-03-03' })).toMatchObject({
      users: 1,
      usersCompleted: 2,
    });
  });
});
