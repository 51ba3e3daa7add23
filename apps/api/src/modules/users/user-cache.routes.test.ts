import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { READ_MODEL_CHANNEL } from '../../db/read-models/change-feed';
import { users } from '../../db/schema/users';
import { createUser } from '../../ops/seed/factories';
import { authHeaders } from '../../test-support/auth-headers';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { issueSession } from '../auth';

let ctx: TestContext;
let second: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  // A second API instance on the same database, with a cache and a listening connection of its own.
  second = await buildApp({
    config: ctx.config,
    db: ctx.database.db,
    dbKind: ctx.database.kind,
    listen: ctx.database.listen,
    jwtSecret: 'test-secret-test-secret-test-secret-123',
    logger: false,
  });
  await second.ready();
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const me = (app: FastifyInstance, headers: { authorization: string }) =>
  app.inject({ method: 'GET', url: '/api/v1/me', headers });

/** Changes a user's first name without firing the triggers: only a cache can then still answer the old one. */
async function renameSilently(userId: number, firstName: string) {
  await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL session_replication_role = replica`);
    await tx.update(users).set({ firstName }).where(eq(users.id, userId));
  });
}

/** Signs the user in on both instances, so that both remember them. */
async function rememberedOnBoth(userId: number, headers: { authorization: string }) {
  for (const app of [ctx.app, second]) {
    // The user's creation is announced too; a load that overlaps an announcement is not remembered.
    await app.deps.readModels.settle();
    expect((await me(app, headers)).statusCode).toBe(200);
    expect(app.deps.userCache.get(userId)).toBeDefined();
  }
}

/** A superuser changes a user's flags through the admin API of the first instance. */
async function patchByStaff(userId: number, payload: { isActive?: boolean; isStaff?: boolean }) {
  const staff = await createUser(ctx.database.db, { isStaff: true, isSuperuser: true });
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/admin/users/${userId}`,
    headers: await authHeaders(ctx, staff),
    payload,
  });
}

/** Polls until `check` holds (another instance hears of a change a few milliseconds after the commit). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('signed-in users in memory', () => {
  it('answers a repeated call from memory and drops the user when a trigger reports a change', async () => {
    const user = await createUser(ctx.database.db, { firstName: 'Erika' });
    const headers = await authHeaders(ctx, user);
    // The user's creation is announced too; a load that overlaps an announcement is not remembered.
    await ctx.app.deps.readModels.settle();
    expect((await me(ctx.app, headers)).json().firstName).toBe('Erika');
    expect(ctx.app.deps.userCache.get(user.id)).toBeDefined();
    await renameSilently(user.id, 'Still');
    expect((await me(ctx.app, headers)).json().firstName).toBe('Erika');
    await ctx.database.db.execute(sql`SELECT pg_notify(${READ_MODEL_CHANNEL}, ${`users:${user.id}`})`);
    await eventually(async () => (await me(ctx.app, headers)).json().firstName === 'Still');
  });

  it('keeps no secret of a remembered user: no password hash, no two-factor secret', async () => {
    const user = await createUser(ctx.database.db, { otpSecret: 'KRSXG5CTMVRXEZLUKN2XAZLSKRSXG5CT' });
    const headers = await authHeaders(ctx, user);
    await ctx.app.deps.readModels.settle();
    const answer = await me(ctx.app, headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().is2faEnabled).toBe(true);
    const remembered = ctx.app.deps.userCache.get(user.id);
    expect(remembered).toBeDefined();
    const keys = Object.keys(remembered?.profile.row.user ?? {});
    expect(keys).toContain('email');
    for (const secret of ['passwordHash', 'otpSecret', 'otpPendingSecret', 'otpLastStep']) {
      expect(keys).not.toContain(secret);
    }
    expect(JSON.stringify(remembered?.profile)).not.toContain('KRSXG5CT');
  });

  it('drops a user changed in the database by any writer', async () => {
    const user = await createUser(ctx.database.db, { firstName: 'Vorher' });
    const headers = await authHeaders(ctx, user);
    expect((await me(ctx.app, headers)).json().firstName).toBe('Vorher');
    await ctx.database.db.update(users).set({ firstName: 'Nachher' }).where(eq(users.id, user.id));
    await eventually(async () => (await me(ctx.app, headers)).json().firstName === 'Nachher');
  });

  it('refuses a signed-out session with the very next call, on this instance and soon on the other', async () => {
    const user = await createUser(ctx.database.db);
    const { access, refresh } = await issueSession(ctx.app.deps.db, ctx.app.deps, {
      userId: user.id,
      otpPending: false,
    });
    const headers = { authorization: `Bearer ${access}` };
    await rememberedOnBoth(user.id, headers);
    const signOut = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/sessions',
      headers: { authorization: `Bearer ${refresh}` },
    });
    expect(signOut.statusCode).toBe(204);
    expect((await me(ctx.app, headers)).statusCode).toBe(401);
    await eventually(async () => (await me(second, headers)).statusCode === 401);
  });

  it('refuses a user deactivated by staff with the very next call, on this instance and soon on the other', async () => {
    const user = await createUser(ctx.database.db);
    const headers = await authHeaders(ctx, user);
    await rememberedOnBoth(user.id, headers);
    expect((await patchByStaff(user.id, { isActive: false })).statusCode).toBe(200);
    expect((await me(ctx.app, headers)).statusCode).toBe(401);
    await eventually(async () => (await me(second, headers)).statusCode === 401);
  });

  it('lets a user promoted by staff on one instance into the admin area of the other', async () => {
    const user = await createUser(ctx.database.db);
    const headers = await authHeaders(ctx, user);
    const adminArea = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/v1/admin/users', headers });
    await rememberedOnBoth(user.id, headers);
    expect((await adminArea(second)).statusCode).toBe(403);
    expect((await patchByStaff(user.id, { isStaff: true })).statusCode).toBe(200);
    expect((await adminArea(ctx.app)).statusCode).toBe(200);
    await eventually(async () => (await adminArea(second)).statusCode === 200);
  });

  it('forgets everything and stops remembering while the notification connection is down', async () => {
    const user = await createUser(ctx.database.db, { firstName: 'Offline' });
    const headers = await authHeaders(ctx, user);
    const cache = second.deps.userCache;
    await second.deps.readModels.settle();
    await me(second, headers);
    expect(cache.get(user.id)).toBeDefined();
    second.deps.readModels.setListening(false);
    try {
      expect(cache.get(user.id)).toBeUndefined();
      await renameSilently(user.id, 'Direkt');
      expect((await me(second, headers)).json().firstName).toBe('Direkt');
      expect(cache.size).toBe(0);
    } finally {
      second.deps.readModels.setListening(true);
    }
  });

  it('makes a write wait until this instance has heard its own changes, and never a read', async () => {
    const user = await createUser(ctx.database.db, { firstName: 'Vorher' });
    const headers = await authHeaders(ctx, user);
    const settle = vi.spyOn(ctx.app.deps.readModels, 'settle');
    try {
      expect((await me(ctx.app, headers)).statusCode).toBe(200);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect(settle).not.toHaveBeenCalled();
      const rename = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/v1/me',
        headers,
        payload: { firstName: 'Nachher' },
      });
      expect(rename.statusCode).toBe(200);
      expect(settle).toHaveBeenCalledTimes(1);
      expect((await me(ctx.app, headers)).json().firstName).toBe('Nachher');
    } finally {
      settle.mockRestore();
    }
  });
});
