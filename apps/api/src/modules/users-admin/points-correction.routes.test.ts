import { POINTS_CORRECTION_MESSAGES } from '@apopunkt/domain/schemas/points-corrections';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { givePremiumPoints } from '../../ops/seed/rewards-factories';
import { createViewer, scoresOf, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { auditLedger } from '../ledger';

let ctx: TestContext;
let staff: TestViewer;
let superuser: TestViewer;
let keyCounter = 0;
const newKey = () => `korrektur-${Date.now()}-${++keyCounter}`;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
  superuser = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
});
afterAll(() => ctx.close());

async function correct(who: TestViewer | null, userId: number, payload: unknown, key: string | null = newKey()) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/users/${userId}/points-corrections`,
    headers: { ...(who?.headers ?? {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

async function member(points = 0) {
  const viewer = await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true });
  if (points > 0) await givePremiumPoints(ctx.database.db, viewer.user.id, points);
  return viewer;
}

const premiumOf = async (viewer: TestViewer) => (await scoresOf(ctx.database.db, viewer.user.id)).premiumScore;

describe('POST /api/v1/admin/users/:id/points-corrections: who', () => {
  it('answers 401 for guests and 403 for members', async () => {
    const target = await member(100);
    expect((await correct(null, target.user.id, { value: 5, reason: 'Kulanzgutschrift' })).statusCode).toBe(401);
    const other = await member();
    const res = await correct(other, target.user.id, { value: 5, reason: 'Kulanzgutschrift' });
    expect(res.statusCode).toBe(403);
    expect(await premiumOf(target)).toBe(100);
  });

  it('refuses the own account, a superuser for plain staff, and an unknown user', async () => {
    const own = await correct(staff, staff.user.id, { value: 50, reason: 'Selbst gutgeschrieben' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.message).toBe('Deine eigenen Prämienpunkte kannst du nicht korrigieren.');
    const higher = await correct(staff, superuser.user.id, { value: 50, reason: 'Kulanzgutschrift' });
    expect(higher.statusCode).toBe(403);
    expect((await correct(superuser, 99_999_999, { value: 5, reason: 'Kulanzgutschrift' })).statusCode).toBe(404);
    expect(await premiumOf(superuser)).toBe(0);
  });
});

describe('POST /api/v1/admin/users/:id/points-corrections: bookings', () => {
  it('credits as TRANSFER from "Korrekturen", with the reason in the history and the audit log', async () => {
    const target = await member(40);
    const res = await correct(staff, target.user.id, { value: 250, reason: '  Kulanz: Bonus fehlte  ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      transactionType: 'TRANSFER',
      value: 250,
      reason: 'Kulanz: Bonus fehlte',
      balance: 290,
    });
    expect(await premiumOf(target)).toBe(290);

    const history = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/transactions', headers: target.headers });
    expect(history.json()).toMatchObject({ balance: 290, creditsSaldo: 290 });
    expect(history.json().results[0]).toMatchObject({
      uuid: res.json().transferUuid,
      transactionType: 'TRANSFER',
      value: 250,
      isIncome: true,
      comments: 'Kulanz: Bonus fehlte',
      partner: { type: 'system', shortDescription: 'Korrekturen' },
    });

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.points-correction'), eq(auditLog.entityId, String(target.user.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: staff.user.id,
      entityType: 'user',
      before: { premiumScore: 40 },
      after: { premiumScore: 290, value: 250, reason: 'Kulanz: Bonus fehlte', transferUuid: res.json().transferUuid },
    });
  });

  it('debits as WITHDRAW down to exactly 0, and refuses a debit that would overdraw (412, nothing moved)', async () => {
    const target = await member(100);
    const debit = await correct(staff, target.user.id, { value: -60, reason: 'Bonus doppelt gezahlt' });
    expect(debit.statusCode).toBe(201);
    expect(debit.json()).toMatchObject({ transactionType: 'WITHDRAW', value: -60, balance: 40 });

    const key = newKey();
    const over = await correct(staff, target.user.id, { value: -41, reason: 'Bonus doppelt gezahlt' }, key);
    expect(over.statusCode).toBe(412);
    expect(over.json().error.message).toBe(
      'Die Abbuchung ist höher als das Guthaben: Auf dem Konto sind nur 40 Prämienpunkte.',
    );
    expect(await premiumOf(target)).toBe(40);
    // The refused correction left its key unused: the right amount under the same key books.
    const exact = await correct(staff, target.user.id, { value: -40, reason: 'Bonus doppelt gezahlt' }, key);
    expect(exact.statusCode).toBe(201);
    expect(await premiumOf(target)).toBe(0);

    const history = await ctx.app.inject({ method: 'GET', url: '/api/v1/me/transactions', headers: target.headers });
    expect(history.json().results[0]).toMatchObject({ transactionType: 'WITHDRAW', value: 40, isIncome: false });
  });

  it('books once per Idempotency-Key: a replay answers the first booking, another body with the key is 409', async () => {
    const target = await member();
    const key = newKey();
    const first = await correct(staff, target.user.id, { value: 30, reason: 'Kulanzgutschrift' }, key);
    const again = await correct(staff, target.user.id, { value: 30, reason: 'Kulanzgutschrift' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await premiumOf(target)).toBe(30);
    const other = await correct(staff, target.user.id, { value: 31, reason: 'Kulanzgutschrift' }, key);
    expect(other.statusCode).toBe(409);
    expect(await premiumOf(target)).toBe(30);
    // Another staff member's key is their own.
    expect((await correct(superuser, target.user.id, { value: 30, reason: 'Kulanzgutschrift' }, key)).statusCode).toBe(
      201,
    );
    expect(await premiumOf(target)).toBe(60);
  });

  it('keeps the ledger audit clean', async () => {
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, violations: [] });
  });
});

describe('POST /api/v1/admin/users/:id/points-corrections: contract', () => {
  it('is in the OpenAPI document with its required Idempotency-Key, guarded', () => {
    type Operation = { security?: unknown[]; parameters?: { in: string; name: string; required?: boolean }[] };
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const operation = doc.paths['/api/v1/admin/users/{id}/points-corrections']?.post;
    expect(operation?.security).toEqual([{ bearer: [] }]);
    expect(operation?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
  });
});

describe('POST /api/v1/admin/users/:id/points-corrections: bad input', () => {
  it('needs an Idempotency-Key and a valid body, answered in German', async () => {
    const target = await member(10);
    const noKey = await correct(staff, target.user.id, { value: 5, reason: 'Kulanzgutschrift' }, null);
    expect(noKey.statusCode).toBe(400);
    expect(JSON.stringify(noKey.json())).toContain('Dieser Vorgang braucht einen Idempotency-Key.');
    const badKey = await correct(staff, target.user.id, { value: 5, reason: 'Kulanzgutschrift' }, 'kurz');
    expect(badKey.statusCode).toBe(400);
    const zero = await correct(staff, target.user.id, { value: 0, reason: 'Kulanzgutschrift' });
    expect(zero.statusCode).toBe(400);
    expect(JSON.stringify(zero.json())).toContain(POINTS_CORRECTION_MESSAGES.valueZero);
    const noReason = await correct(staff, target.user.id, { value: 5 });
    expect(noReason.statusCode).toBe(400);
    expect(JSON.stringify(noReason.json())).toContain(POINTS_CORRECTION_MESSAGES.reasonTooShort);
    expect(await premiumOf(target)).toBe(10);
  });
});
