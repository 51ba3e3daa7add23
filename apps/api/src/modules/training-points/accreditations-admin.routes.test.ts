import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { fixedClock } from '../../lib/clock';
import { createModule } from '../../ops/seed/learning-factories';
import { createViewer, createViewers, type TestViewer } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';

const clock = fixedClock(new Date('2026-11-25T10:00:00Z'));
let ctx: TestContext;
let viewers: Awaited<ReturnType<typeof createViewers>>;

beforeAll(async () => {
  ctx = await createTestApp({ clock });
  viewers = await createViewers(ctx);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PUT' | 'DELETE';
function call(viewer: TestViewer | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: viewer?.headers ?? {},
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
}

const body = {
  chamber: 'Apothekerkammer Nordrhein',
  eventNumber: 'BAK/FB/2026/123',
  points: 2,
  category: '7 (interaktive Fortbildung)',
  validFrom: '2026-01-01',
  validUntil: '2026-12-31',
};
const url = (uuid: string) => `/v1/admin/modules/${uuid}/accreditation`;

async function auditOf(uuid: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'module'), eq(auditLog.entityId, uuid)))
    .orderBy(desc(auditLog.id));
}

describe('access', () => {
  it('answers 401 to guests and 403 to members and the PKA on every call', async () => {
    const module = await createModule(ctx.database.db);
    for (const [method, payload] of [['GET'], ['PUT', body], ['DELETE']] as [Method, unknown?][]) {
      expect((await call(null, method, url(module.uuid), payload)).statusCode).toBe(401);
      for (const member of [viewers.pta, viewers.pka, viewers.newbie]) {
        expect((await call(member, method, url(module.uuid), payload)).statusCode).toBe(403);
      }
    }
    expect(await auditOf(module.uuid)).toEqual([]);
  });
});

describe('GET/PUT/DELETE /v1/admin/modules/{uuid}/accreditation', () => {
  it('starts empty, sets, replaces and removes the accreditation, each change audited', async () => {
    const module = await createModule(ctx.database.db);
    expect((await call(viewers.staff, 'GET', url(module.uuid))).json()).toEqual({ accreditation: null });

    const created = await call(viewers.staff, 'PUT', url(module.uuid), {
      ...body,
      chamber: '  Apothekerkammer Nordrhein ',
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = { ...body, updatedAt: clock.now().toISOString() };
    expect(created.json()).toEqual({ accreditation: saved });
    expect((await call(viewers.staff, 'GET', url(module.uuid))).json()).toEqual({ accreditation: saved });

    clock.advance(60_000);
    const replaced = await call(viewers.staff, 'PUT', url(module.uuid), { ...body, points: 4 });
    expect(replaced.json().accreditation).toMatchObject({ points: 4, updatedAt: clock.now().toISOString() });

    const removed = await call(viewers.staff, 'DELETE', url(module.uuid));
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await call(viewers.staff, 'GET', url(module.uuid))).json()).toEqual({ accreditation: null });
    expect((await call(viewers.staff, 'DELETE', url(module.uuid))).statusCode).toBe(204);

    const audit = await auditOf(module.uuid);
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['module.accreditation.delete', viewers.staff.user.id],
      ['module.accreditation.update', viewers.staff.user.id],
      ['module.accreditation.create', viewers.staff.user.id],
    ]);
    expect(audit[1]?.before).toMatchObject({ points: 2 });
    expect(audit[1]?.after).toMatchObject({ points: 4 });
    expect(audit[0]?.after).toBeNull();
  });

  it('answers 404 for an unknown module and 400 for a malformed uuid', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, payload] of [['GET'], ['PUT', body], ['DELETE']] as [Method, unknown?][]) {
      const res = await call(viewers.staff, method, url(unknown), payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Dieses Modul wurde nicht gefunden.');
      expect((await call(viewers.staff, method, url('kein-uuid'), payload)).statusCode).toBe(400);
    }
  });

  it('refuses bad bodies with German texts and stores nothing', async () => {
    const module = await createModule(ctx.database.db);
    const bad = [
      { ...body, points: 0 },
      { ...body, points: 2.5 },
      { ...body, chamber: '   ' },
      { ...body, eventNumber: undefined },
      { ...body, category: 'x'.repeat(101) },
      { ...body, validFrom: '2026-02-30' },
      { ...body, validUntil: '31.12.2026' },
    ];
    for (const payload of bad) {
      expect((await call(viewers.staff, 'PUT', url(module.uuid), payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
    }
    const reversed = await call(viewers.staff, 'PUT', url(module.uuid), { ...body, validFrom: '2027-01-01' });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('Das Ende der Gültigkeit darf nicht vor dem Beginn liegen.');
    const badDate = await call(viewers.staff, 'PUT', url(module.uuid), { ...body, validFrom: '2026-02-30' });
    expect(badDate.body).toContain('Bitte gib ein gültiges Datum an (JJJJ-MM-TT).');
    expect((await call(viewers.staff, 'GET', url(module.uuid))).json()).toEqual({ accreditation: null });
  });

  it('accepts a one-day window', async () => {
    const module = await createModule(ctx.database.db);
    const res = await call(viewers.staff, 'PUT', url(module.uuid), { ...body, validUntil: body.validFrom });
    expect(res.statusCode).toBe(200);
  });
});

describe('superuser', () => {
  it('may edit accreditations like any staff member', async () => {
    const superuser = await createViewer(ctx, { job: null, isStaff: true, isSuperuser: true });
    const module = await createModule(ctx.database.db);
    expect((await call(superuser, 'PUT', url(module.uuid), body)).statusCode).toBe(200);
  });
});
