import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../ops/seed/factories';
import { createViewer, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
let superuser: TestViewer;
beforeAll(async () => {
  ctx = await createTestApp();
  superuser = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
});
afterAll(() => ctx.close());

function as(method: 'POST' | 'PATCH', url: string, payload: object) {
  return ctx.app.inject({ method, url: `/api/v1/admin${url}`, headers: superuser.headers, payload });
}

async function entries(action: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/admin/audit-log?action=${action}`,
    headers: superuser.headers,
  });
  return res.json().results as { actor: { id: number } | null; entityId: string; before: unknown; after: unknown }[];
}

describe('staff changes land in the audit log with who, before and after', () => {
  it('records benefit creation and changes', async () => {
    const created = await as('POST', '/benefits', { title: 'Fachbuch', description: 'Ein Buch.' });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await as('PATCH', `/benefits/${id}`, { isActive: false })).statusCode).toBe(200);
    const [update] = await entries('benefit.update');
    expect(update).toMatchObject({
      actor: { id: superuser.user.id },
      entityId: String(id),
      before: { isActive: true, title: 'Fachbuch' },
      after: { isActive: false },
    });
    expect(await entries('benefit.create')).toHaveLength(1);
  });

  it('records campaign codes created and switched off', async () => {
    const created = await as('POST', '/campaign-codes', { code: 'AUDIT25', value: 25 });
    expect(created.statusCode).toBe(201);
    await as('PATCH', `/campaign-codes/${created.json().id}`, { isActive: false });
    const [update] = await entries('campaign-code.update');
    expect(update).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(await entries('campaign-code.create')).toHaveLength(1);
  });

  it('records user flag changes, and a refused change records nothing', async () => {
    const user = await createUser(ctx.database.db, { job: 'PTA' });
    await as('PATCH', `/users/${user.id}`, { isDemo: true });
    const [update] = await entries('user.update');
    expect(update).toMatchObject({ entityId: String(user.id), before: { isDemo: false }, after: { isDemo: true } });
    expect((await as('PATCH', `/users/${superuser.user.id}`, { isActive: false })).statusCode).toBe(403);
    expect(await entries('user.update')).toHaveLength(1);
  });
});
