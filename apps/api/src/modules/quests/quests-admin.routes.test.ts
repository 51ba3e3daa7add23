import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManufacturer } from '../../ops/seed/factories';
import { correctAnswers, createModule, quizContent } from '../../ops/seed/learning-factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;
let staff: TestViewer;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createViewer(ctx, { job: null, isStaff: true });
});
afterAll(() => ctx.close());

const call = (viewer: TestViewer, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: viewer.headers, ...(payload ? { payload } : {}) });

describe('staff weekly challenges', () => {
  it('creates, edits and shows completions and bonuses paid; members 403', async () => {
    const maker = await createManufacturer(db());
    const m = await createModule(db(), { manufacturerId: maker.id, type: 0 });
    const member = await createViewer(ctx, { job: 'PTA' });
    const body = {
      moduleId: m.id,
      startsAt: new Date(Date.now() - DAY).toISOString(),
      endsAt: new Date(Date.now() + 6 * DAY).toISOString(),
      bonus: 20,
      coverImage: '/media/uploads/q.png',
    };
    expect((await call(member, 'POST', '/admin/quests', body)).statusCode).toBe(403);
    expect((await call(staff, 'POST', '/admin/quests', { ...body, moduleId: 999999 })).statusCode).toBe(400);
    const created = await call(staff, 'POST', '/admin/quests', body);
    expect(created.statusCode).toBe(201);
    const quest = created.json();
    expect(quest).toMatchObject({
      bonus: 20,
      status: 'running',
      completions: 0,
      bonusesPaid: 0,
      coverImageMobile: null,
    });

    const attempt = await call(member, 'POST', `/modules/${m.slug}/attempts`);
    await call(member, 'POST', `/attempts/${attempt.json().id}/submission`, { answers: correctAnswers(quizContent()) });
    expect((await call(staff, 'GET', `/admin/quests/${quest.id}`)).json()).toMatchObject({
      completions: 1,
      bonusesPaid: 20,
    });

    const edited = await call(staff, 'PATCH', `/admin/quests/${quest.id}`, { bonus: 50, isActive: false });
    expect(edited.json()).toMatchObject({ bonus: 50, isActive: false, bonusesPaid: 20 });
    expect(
      (await call(staff, 'PATCH', `/admin/quests/${quest.id}`, { endsAt: '2000-01-01T00:00:00Z' })).statusCode,
    ).toBe(400);
    expect((await call(staff, 'GET', '/admin/quests')).json().count).toBe(1);
  });
});
