import { adminUserDetailSchema } from '@apopunkt/domain/schemas/admin-users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../db/schema/auth';
import { users } from '../../db/schema/users';
import { createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';

let ctx: TestContext;
const db = () => ctx.database.db;
let staff: Awaited<ReturnType<typeof createUser>>;
let superuser: Awaited<ReturnType<typeof createUser>>;
let normal: Awaited<ReturnType<typeof createUser>>;
const tag = `qx${Date.now().toString(36)}`;
const Tag = `Q${tag.slice(1)}`;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createUser(db(), { isStaff: true, job: null, lastName: 'Stab' });
  superuser = await createUser(db(), { isStaff: true, isSuperuser: true, job: null, lastName: 'Super' });
  normal = await createUser(db(), { lastName: 'Normal' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE';
async function as(actor: { id: number } | null, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    headers: actor ? await authHeaders(ctx, actor) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

describe('admin users: roles', () => {
  it('answers 401 for guests and 403 for normal users on every route', async () => {
    const target = `/api/v1/admin/users/${normal.id}`;
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/v1/admin/users'],
      ['GET', target],
      ['PATCH', target, { isDemo: true }],
      ['PUT', `${target}/permissions`, { grants: [] }],
      ['POST', `${target}/subscriptions`, { type: 'FEATURE_DASHBOARD_CFR', manufacturerId: 1 }],
      ['DELETE', `${target}/subscriptions/1`],
      ['POST', `${target}/employee/verification`, {}],
      ['GET', '/api/v1/admin/manufacturers'],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      const res = await as(normal, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('authorises before validating: a guest with a bad body gets 401, not 400', async () => {
    expect((await as(null, 'PATCH', `/api/v1/admin/users/${normal.id}`, { isDemo: 'x' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/admin/users', () => {
  beforeAll(async () => {
    await createUser(db(), { firstName: 'Zora', lastName: `${Tag}adams`, email: `zora.${tag}@apotheke.de` });
    await createUser(db(), { firstName: 'Anna', lastName: `${Tag}becker`, email: `anna_b.${tag}@example.de` });
    await createUser(db(), { firstName: `${tag}bea`, lastName: 'Aaron', email: `bea.${tag}@example.de` });
    await createUser(db(), { firstName: 'Max', lastName: 'Zimmer', email: `${tag}mail@example.de` });
  });

  it('searches name word starts and e-mail prefixes, ordered by last name', async () => {
    const res = await as(staff, 'GET', `/api/v1/admin/users?search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((u: { lastName: string }) => u.lastName)).toEqual([
      'Aaron',
      `${Tag}adams`,
      `${Tag}becker`,
      'Zimmer',
    ]);
    const byEmail = await as(staff, 'GET', `/api/v1/admin/users?search=ZORA.${tag}@apo`);
    expect(byEmail.json().results).toHaveLength(1);
    expect(byEmail.json().results[0]).toMatchObject({
      firstName: 'Zora',
      email: `zora.${tag}@apotheke.de`,
      job: 'PTA',
      isActive: true,
      isEmailConfirmed: true,
      createdAt: expect.any(String),
    });
    const byFullName = await as(staff, 'GET', `/api/v1/admin/users?search=ANNA%20${tag}be`);
    expect(byFullName.json().results.map((u: { firstName: string }) => u.firstName)).toEqual(['Anna']);
    const escaped = await as(staff, 'GET', `/api/v1/admin/users?search=${encodeURIComponent('%@apotheke.de')}`);
    expect(escaped.json().count).toBe(0);
  });

  it('pages through everybody when the search is empty', async () => {
    const res = await as(staff, 'GET', '/api/v1/admin/users?limit=2');
    expect(res.json().results).toHaveLength(2);
    expect(res.json().count).toBeGreaterThanOrEqual(6);
    expect(res.json().next).toBe('/api/v1/admin/users?limit=2&offset=2');
    expect((await as(staff, 'GET', '/api/v1/admin/users?limit=9999')).statusCode).toBe(400);
  });
});

describe('GET /api/v1/admin/users/{id}', () => {
  it('answers the profile with grants and job-group permissions', async () => {
    const user = await createUser(db(), {
      job: 'CUS',
      grants: [
        { permission: 'can_buy_coupons', granted: true },
        { permission: 'can_view_quests', granted: false },
      ],
    });
    const res = await as(staff, 'GET', `/api/v1/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    const body = adminUserDetailSchema.parse(res.json());
    expect(body.grants).toEqual([
      { permission: 'can_buy_coupons', granted: true },
      { permission: 'can_view_quests', granted: false },
    ]);
    expect(body.jobGroupPermissions).toContain('can_view_quests');
    expect(body.permissions).toContain('can_buy_coupons');
    expect(body.permissions).not.toContain('can_view_quests');
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    expect((await as(staff, 'GET', '/api/v1/admin/users/999999')).statusCode).toBe(404);
    expect((await as(staff, 'GET', '/api/v1/admin/users/abc')).statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/admin/users/{id}', () => {
  it('lets staff change active, premium and demo flags', async () => {
    const user = await createUser(db());
    const res = await as(staff, 'PATCH', `/api/v1/admin/users/${user.id}`, { isPremium: true, isDemo: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isPremium: true, isDemo: true, isActive: true });
  });

  it('deactivating revokes all sessions and locks the user out at once', async () => {
    const user = await createUser(db());
    const familyId = crypto.randomUUID();
    await db()
      .insert(refreshTokens)
      .values({
        userId: user.id,
        familyId,
        tokenHash: `h-${familyId}`,
        familyExpiresAt: new Date(Date.now() + 86_400_000),
      });
    const userHeaders = await authHeaders(ctx, user);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: userHeaders })).statusCode).toBe(200);

    const res = await as(staff, 'PATCH', `/api/v1/admin/users/${user.id}`, { isActive: false });
    expect(res.json().isActive).toBe(false);
    const [token] = await db().select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(token?.revokedAt).toBeInstanceOf(Date);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/me', headers: userHeaders })).statusCode).toBe(401);
  });

  it('keeps staff and superuser rights for superusers (403 for staff)', async () => {
    const user = await createUser(db());
    const res = await as(staff, 'PATCH', `/api/v1/admin/users/${user.id}`, { isStaff: true });
    expect(res.statusCode).toBe(403);
    expect((await as(staff, 'PATCH', `/api/v1/admin/users/${user.id}`, { isSuperuser: true })).statusCode).toBe(403);
    const unchanged = await as(staff, 'PATCH', `/api/v1/admin/users/${user.id}`, { isStaff: false, isDemo: true });
    expect(unchanged.statusCode).toBe(200);

    const promoted = await as(superuser, 'PATCH', `/api/v1/admin/users/${user.id}`, { isSuperuser: true });
    expect(promoted.json()).toMatchObject({ isStaff: true, isSuperuser: true });
    const demoted = await as(superuser, 'PATCH', `/api/v1/admin/users/${user.id}`, { isStaff: false });
    expect(demoted.json()).toMatchObject({ isStaff: false, isSuperuser: false });
    const conflicting = await as(superuser, 'PATCH', `/api/v1/admin/users/${user.id}`, {
      isStaff: false,
      isSuperuser: true,
    });
    expect(conflicting.statusCode).toBe(400);
  });

  it('stops staff from changing superusers and anyone from locking themselves out', async () => {
    const other = await createUser(db(), { isStaff: true, isSuperuser: true });
    expect((await as(staff, 'PATCH', `/api/v1/admin/users/${other.id}`, { isActive: false })).statusCode).toBe(403);
    const self = await as(staff, 'PATCH', `/api/v1/admin/users/${staff.id}`, { isActive: false });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.message).toContain('eigenes Konto');
    expect(
      (await as(superuser, 'PATCH', `/api/v1/admin/users/${superuser.id}`, { isSuperuser: false })).statusCode,
    ).toBe(403);
    const [row] = await db().select().from(users).where(eq(users.id, staff.id));
    expect(row?.isActive).toBe(true);
  });

  it('answers 400 for unknown fields and 404 for an unknown user', async () => {
    const user = await createUser(db());
    expect((await as(staff, 'PATCH', `/api/v1/admin/users/${user.id}`, { email: 'x@y.de' })).statusCode).toBe(400);
    expect((await as(staff, 'PATCH', `/api/v1/admin/users/${user.id}`, { isActive: 'nein' })).statusCode).toBe(400);
    expect((await as(staff, 'PATCH', '/api/v1/admin/users/999999', { isDemo: true })).statusCode).toBe(404);
  });
});

describe('staff self-service (issue 8 §3)', () => {
  it('refuses premium that staff give themselves (403), but not to others or for superusers', async () => {
    const self = await createUser(db(), { isStaff: true, job: null });
    const res = await as(self, 'PATCH', `/api/v1/admin/users/${self.id}`, { isPremium: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'Du kannst dir Premium nicht selbst geben. Bitte wende dich an eine Superuserin oder einen Superuser.',
    );
    const [row] = await db().select().from(users).where(eq(users.id, self.id));
    expect(row?.isPremium).toBe(false);
    expect((await as(self, 'PATCH', `/api/v1/admin/users/${self.id}`, { isDemo: true })).statusCode).toBe(200);
    const other = await createUser(db(), { isPremium: false });
    expect((await as(self, 'PATCH', `/api/v1/admin/users/${other.id}`, { isPremium: true })).json().isPremium).toBe(
      true,
    );
    const boss = await createUser(db(), { isStaff: true, isSuperuser: true, job: null });
    expect((await as(boss, 'PATCH', `/api/v1/admin/users/${boss.id}`, { isPremium: true })).json().isPremium).toBe(
      true,
    );
  });
});

describe('PUT /api/v1/admin/users/{id}/permissions', () => {
  it('replaces grants and revocations', async () => {
    const user = await createUser(db(), { grants: [{ permission: 'can_recruit_users', granted: false }] });
    const url = `/api/v1/admin/users/${user.id}/permissions`;
    const res = await as(staff, 'PUT', url, { grants: [{ permission: 'can_buy_coupons', granted: false }] });
    expect(res.statusCode).toBe(200);
    expect(res.json().grants).toEqual([{ permission: 'can_buy_coupons', granted: false }]);
    expect(res.json().permissions).toContain('can_recruit_users');
    expect(res.json().permissions).not.toContain('can_buy_coupons');
    const cleared = await as(staff, 'PUT', url, { grants: [] });
    expect(cleared.json().grants).toEqual([]);
  });

  it('answers 400 for unknown or repeated permissions, 403 for a superuser target, 404 for no user', async () => {
    const user = await createUser(db());
    const url = `/api/v1/admin/users/${user.id}/permissions`;
    expect((await as(staff, 'PUT', url, { grants: [{ permission: 'can_fly', granted: true }] })).statusCode).toBe(400);
    const repeated = {
      grants: [
        { permission: 'can_buy_coupons', granted: true },
        { permission: 'can_buy_coupons', granted: false },
      ],
    };
    expect((await as(staff, 'PUT', url, repeated)).statusCode).toBe(400);
    expect((await as(staff, 'PUT', `/api/v1/admin/users/${superuser.id}/permissions`, { grants: [] })).statusCode).toBe(
      403,
    );
    expect(
      (await as(superuser, 'PUT', `/api/v1/admin/users/${superuser.id}/permissions`, { grants: [] })).statusCode,
    ).toBe(200);
    expect((await as(staff, 'PUT', '/api/v1/admin/users/999999/permissions', { grants: [] })).statusCode).toBe(404);
  });
});
