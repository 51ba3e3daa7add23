import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { recordStaffChange } from './audit-log.service';

let ctx: TestContext;
let superuser: TestViewer;
let staff: TestViewer;
beforeAll(async () => {
  ctx = await createTestApp();
  superuser = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
  staff = await createViewer(ctx, { job: null, isStaff: true });
  const db = ctx.database.db;
  const at = (iso: string) => ({ now: () => new Date(iso) });
  await recordStaffChange(db, at('2026-03-01T10:00:00Z'), {
    actor: staff.user,
    action: 'coupon-offer.update',
    entityType: 'coupon-offer',
    entityId: 7,
    before: { price: 500 },
    after: { price: 450 },
  });
  await recordStaffChange(db, at('2026-03-02T10:00:00Z'), {
    actor: superuser.user,
    action: 'user.update',
    entityType: 'user',
    entityId: 12,
    before: { isActive: true },
    after: { isActive: false },
  });
  await recordStaffChange(db, at('2026-03-03T10:00:00Z'), {
    actor: null,
    action: 'coupon-offer-code.upload',
    entityType: 'coupon-offer',
    entityId: 7,
  });
});
afterAll(() => ctx.close());

function list(query: string, viewer: TestViewer | null = superuser) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1/admin/audit-log${query}`, headers: viewer?.headers ?? {} });
}

describe('GET /api/v1/admin/audit-log', () => {
  it('lists staff changes newest first with actor, before and after', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const { count, results } = res.json();
    expect(count).toBe(3);
    expect(results.map((r: { action: string }) => r.action)).toEqual([
      'coupon-offer-code.upload',
      'user.update',
      'coupon-offer.update',
    ]);
    expect(results[2]).toMatchObject({
      actor: { id: staff.user.id, email: staff.user.email },
      entityType: 'coupon-offer',
      entityId: '7',
      before: { price: 500 },
      after: { price: 450 },
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    expect(results[0].actor).toBeNull();
  });

  it('filters by actor, entity, action or area, and calendar days', async () => {
    const ids = async (query: string) => (await list(query)).json().results.map((r: { action: string }) => r.action);
    expect(await ids(`?actor_id=${staff.user.id}`)).toEqual(['coupon-offer.update']);
    expect(await ids('?entity_type=coupon-offer&entity_id=7')).toEqual([
      'coupon-offer-code.upload',
      'coupon-offer.update',
    ]);
    expect(await ids('?action=coupon-offer')).toEqual(['coupon-offer.update']);
    expect(await ids('?action=user.update')).toEqual(['user.update']);
    expect(await ids('?from=2026-03-02&to=2026-03-02')).toEqual(['user.update']);
    expect((await list('?action=%25')).json().count).toBe(0);
  });

  it('is for superusers only', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    expect((await list('', staff)).statusCode).toBe(403);
  });
});
