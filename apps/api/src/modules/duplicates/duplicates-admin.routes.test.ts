import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { moduleCompletions } from '../../db/schema/learning';
import { memberActivity } from '../../db/schema/statistics';
import { users } from '../../db/schema/users';
import { createOrganisation, createUser } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { givePremiumPoints } from '../../ops/seed/rewards-factories';
import { createViewer, scoresOf, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { type Player, startAttempt, submitAttempt } from '../attempts';
import { auditLedger } from '../ledger';

let ctx: TestContext;
let staff: TestViewer;
let member: TestViewer;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
  member = await createViewer(ctx, { job: 'PTA' });
});
afterAll(() => ctx.close());

function call(method: 'GET' | 'POST', url: string, payload?: object, viewer: TestViewer | null = staff) {
  const headers = viewer?.headers ?? {};
  return ctx.app.inject({ method, url: `/api/v1/admin/duplicates${url}`, headers, ...(payload ? { payload } : {}) });
}

async function pass(userId: number, slug: string) {
  const player: Player = {
    id: userId,
    isStaff: false,
    job: 'PTA',
    employeeVerified: true,
    jobConfirmationPending: false,
    isPremium: true,
  };
  const attempt = await startAttempt(ctx.app.deps, player, slug);
  await submitAttempt(ctx.app.deps, player, attempt.id, { answers: correctAnswers(quizContent()) });
}

/** Two accounts of one person: same name, birth date and pharmacy, e-mails equal but for dots and a tag. */
async function twin(name: string) {
  const db = ctx.database.db;
  const org = await createOrganisation(db);
  const common = { firstName: name, lastName: 'Doppelt', dateOfBirth: '1990-04-01', organisationId: org.id };
  const source = await createUser(db, { ...common, email: `${name}.doppelt+alt@example.de`, isPremium: true });
  const target = await createUser(db, { ...common, email: `${name}doppelt@EXAMPLE.de`, isPremium: true });
  return { source, target };
}

describe('GET /api/v1/admin/duplicates', () => {
  it('lists a pair with its reasons and score, and is for staff only', async () => {
    const { source, target } = await twin('Hanna');
    const res = await call('GET', '?limit=500');
    expect(res.statusCode).toBe(200);
    const pair = res.json().results.find((c: { users: { id: number }[] }) => c.users[0]?.id === source.id);
    expect(pair).toMatchObject({
      score: 100,
      reasons: ['SAME_EMAIL', 'SAME_NAME_BIRTHDATE', 'SAME_NAME_ORGANISATION'],
      users: [{ id: source.id }, { id: target.id }],
    });
    expect((await call('GET', '', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '', undefined, member)).statusCode).toBe(403);
  });

  it('leaves out dismissed pairs, and a dismissal is logged once', async () => {
    const { source, target } = await twin('Ida');
    const dismiss = () => call('POST', '/dismissal', { userIds: [target.id, source.id] });
    expect((await dismiss()).statusCode).toBe(204);
    expect((await dismiss()).statusCode).toBe(204);
    const ids = (await call('GET', '?limit=500'))
      .json()
      .results.map((c: { users: { id: number }[] }) => c.users[0]?.id);
    expect(ids).not.toContain(source.id);
    const logged = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.duplicate-dismiss'));
    expect(logged.filter((l) => l.entityId === String(source.id))).toHaveLength(1);
    expect((await call('POST', '/dismissal', { userIds: [source.id, source.id] })).statusCode).toBe(400);
    expect((await call('POST', '/dismissal', { userIds: [source.id, 999999] })).statusCode).toBe(404);
    expect((await call('POST', '/dismissal', { userIds: [source.id, target.id] }, member)).statusCode).toBe(403);
  });

  it('deactivates one account of a pair', async () => {
    const { source } = await twin('Jana');
    expect((await call('POST', '/deactivation', { userId: source.id })).statusCode).toBe(204);
    const [row] = await ctx.database.db.select({ isActive: users.isActive }).from(users).where(eq(users.id, source.id));
    expect(row?.isActive).toBe(false);
    expect((await call('POST', '/deactivation', { userId: 999999 })).statusCode).toBe(404);
  });
});

describe('POST /api/v1/admin/duplicates/merge', () => {
  it('moves points as MIGTOUSER, completions and knowledge, deactivates the source and logs it', async () => {
    const db = ctx.database.db;
    const { source, target } = await twin('Karla');
    const shared = await createModule(db, { budget: 40, knowledgeValue: 10 });
    const onlySource = await createModule(db, { budget: 40, knowledgeValue: 25 });
    await pass(source.id, shared.slug);
    await pass(target.id, shared.slug);
    await pass(source.id, onlySource.slug);
    await givePremiumPoints(db, source.id, 100);
    await db.update(memberActivity).set({ lastActiveOn: '2099-01-02' }).where(eq(memberActivity.userId, source.id));
    const before = { source: await scoresOf(db, source.id), target: await scoresOf(db, target.id) };

    const res = await call('POST', '/merge', { sourceUserId: source.id, targetUserId: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pointsMoved: before.source.premiumScore,
      knowledgePointsAdded: 25,
      moved: { module_completions_combined: 1, module_completions: 1 },
    });
    expect(await scoresOf(db, source.id)).toMatchObject({ premiumScore: 0 });
    expect(await scoresOf(db, target.id)).toEqual({
      premiumScore: before.target.premiumScore + before.source.premiumScore,
      knowledgeScore: before.target.knowledgeScore + 25,
    });
    const completions = await db.select().from(moduleCompletions).where(eq(moduleCompletions.userId, target.id));
    expect(completions.map((c) => c.moduleId).sort()).toEqual([shared.id, onlySource.id].sort());
    expect(completions.find((c) => c.moduleId === shared.id)?.passes).toBe(2);
    const [row] = await db.select({ isActive: users.isActive }).from(users).where(eq(users.id, source.id));
    expect(row?.isActive).toBe(false);
    const [activity] = await db.select().from(memberActivity).where(eq(memberActivity.userId, target.id));
    expect(activity?.lastActiveOn).toBe('2099-01-02');
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'user.merge'));
    expect(entry).toMatchObject({ actorId: staff.user.id, entityId: String(source.id) });
    expect((await auditLedger(db)).violations).toEqual([]);

    const again = await call('POST', '/merge', { sourceUserId: source.id, targetUserId: target.id });
    expect(again.statusCode).toBe(409);
  });

  it('refuses staff accounts, unknown users, the same user twice and non-staff callers', async () => {
    const { source, target } = await twin('Lena');
    expect((await call('POST', '/merge', { sourceUserId: staff.user.id, targetUserId: target.id })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/merge', { sourceUserId: source.id, targetUserId: 999999 })).statusCode).toBe(404);
    expect((await call('POST', '/merge', { sourceUserId: source.id, targetUserId: source.id })).statusCode).toBe(400);
    const asMember = await call('POST', '/merge', { sourceUserId: source.id, targetUserId: target.id }, member);
    expect(asMember.statusCode).toBe(403);
    expect((await call('POST', '/merge', { sourceUserId: source.id, targetUserId: target.id }, null)).statusCode).toBe(
      401,
    );
  });
});
