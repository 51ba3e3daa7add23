import { berlinDay } from '@apopunkt/domain/rules/dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attempts } from '../../db/schema/learning';
import { dashboardDays, memberActivity } from '../../db/schema/statistics';
import { users } from '../../db/schema/users';
import { fixedClock } from '../../lib/clock';
import { createUser, DEFAULT_TEST_PASSWORD } from '../../ops/seed/factories';
import { createModule } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
// Far from the real date, so rows the fixtures stamp with the real time stay outside the window.
const NOW = new Date('2031-03-10T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
const clock = fixedClock(NOW);

let ctx: TestContext;
let staff: TestViewer;
let moduleId: number;
beforeAll(async () => {
  ctx = await createTestApp({ clock });
  staff = await createViewer(ctx, { job: null, isStaff: true });
  moduleId = (await createModule(ctx.database.db, { knowledgeValue: 10 })).id;
});
afterAll(() => ctx.close());

async function dashboard() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard', headers: staff.headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function memberRegisteredAt(at: Date) {
  const user = await createUser(ctx.database.db);
  await ctx.database.db.update(users).set({ createdAt: at }).where(eq(users.id, user.id));
  return user;
}

async function passedAttempt(userId: number, at: Date) {
  await ctx.database.db
    .insert(attempts)
    .values({ userId, moduleId, startedAt: new Date(at.getTime() - 5 * 60_000), submittedAt: at, passed: true });
}

async function lastActiveOn(userId: number) {
  const [row] = await ctx.database.db.select().from(memberActivity).where(eq(memberActivity.userId, userId));
  return row?.lastActiveOn ?? null;
}

describe('the dashboard days', () => {
  it('counts a closed day once and stores it; later changes to that day leave the chart as it was', async () => {
    const member = await memberRegisteredAt(daysAgo(2));
    await passedAttempt(member.id, daysAgo(2));

    const first = await dashboard();
    const day = first.series.find((p: { date: string }) => p.date === '2031-03-08');
    expect(day).toMatchObject({ registrations: 1, completions: 1, activeMembers: 1 });
    expect(first.series).toHaveLength(30);
    expect(first.series.at(-1).date).toBe('2031-03-10');
    expect(first.series[0].date).toBe('2031-02-09');
    const stored = await ctx.database.db.select().from(dashboardDays);
    expect(stored.map((d) => d.day).sort()).toEqual(first.series.slice(0, -1).map((p: { date: string }) => p.date));

    await memberRegisteredAt(daysAgo(2));
    const second = await dashboard();
    expect(second.series.find((p: { date: string }) => p.date === '2031-03-08')).toEqual(day);
    expect(second.registrations).toBe(first.registrations);
  });

  it('counts today live', async () => {
    const before = await dashboard();
    const member = await memberRegisteredAt(new Date(NOW.getTime() - 60_000));
    await passedAttempt(member.id, new Date(NOW.getTime() - 60_000));
    const after = await dashboard();
    expect(after.series.at(-1)).toMatchObject({
      date: '2031-03-10',
      registrations: before.series.at(-1).registrations + 1,
      completions: before.series.at(-1).completions + 1,
      activeMembers: before.series.at(-1).activeMembers + 1,
    });
    expect(after.registrations - before.registrations).toBe(1);
  });

  it('counts members active on one of the last 7 and 30 days, from the activity the triggers keep', async () => {
    const before = (await dashboard()).members;
    const lately = await createUser(ctx.database.db);
    const weeksAgo = await createUser(ctx.database.db);
    const longAgo = await createUser(ctx.database.db);
    await passedAttempt(lately.id, daysAgo(6));
    await passedAttempt(weeksAgo.id, daysAgo(20));
    await passedAttempt(longAgo.id, daysAgo(31));
    const after = (await dashboard()).members;
    expect(after.active7 - before.active7).toBe(1);
    expect(after.active30 - before.active30).toBe(2);
    expect(after.total - before.total).toBe(3);
  });

  it('leaves staff out of the members, the active members and the registrations, like the total', async () => {
    const before = await dashboard();
    const colleague = await createUser(ctx.database.db, { job: null, isStaff: true });
    await ctx.database.db.update(users).set({ createdAt: NOW }).where(eq(users.id, colleague.id));
    await passedAttempt(colleague.id, new Date(NOW.getTime() - 60_000));
    const deactivated = await createUser(ctx.database.db, { isActive: false });
    await passedAttempt(deactivated.id, new Date(NOW.getTime() - 60_000));
    const after = await dashboard();
    expect(after.members).toEqual(before.members);
    const [today, todayBefore] = [after.series.at(-1), before.series.at(-1)];
    expect(today.registrations).toBe(todayBefore.registrations);
    // A deactivated member was active today; the day's chart keeps them, the current counts do not.
    expect(today.activeMembers).toBe(todayBefore.activeMembers + 1);
    expect(today.completions).toBe(todayBefore.completions + 2);
  });
});

describe('member_activity', () => {
  it('moves forward with a later attempt or sign-in and never back', async () => {
    const member = await createUser(ctx.database.db);
    expect(await lastActiveOn(member.id)).toBeNull();
    await passedAttempt(member.id, new Date('2031-03-05T22:30:00Z'));
    // 23:25 in Berlin on 5 March: the attempt started five minutes before.
    expect(await lastActiveOn(member.id)).toBe('2031-03-05');
    await passedAttempt(member.id, new Date('2031-03-01T12:00:00Z'));
    expect(await lastActiveOn(member.id)).toBe('2031-03-05');
    await ctx.database.db.execute(sql`INSERT INTO refresh_tokens (user_id, family_id, token_hash, family_expires_at, created_at)
      VALUES (${member.id}, gen_random_uuid(), ${`hash-${member.id}`}, now() + interval '1 day', '2031-03-06T23:30:00Z')`);
    expect(await lastActiveOn(member.id)).toBe('2031-03-07');
  });

  it('follows a real sign-in', async () => {
    const member = await createUser(ctx.database.db, { email: 'aktiv@test.apopunkt.de' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/sessions',
      payload: { username: 'aktiv@test.apopunkt.de', password: DEFAULT_TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(await lastActiveOn(member.id)).toBe(berlinDay(NOW));
  });
});
