import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_TEST_PASSWORD } from '../ops/seed/factories';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { shutDownGracefully } from './graceful-shutdown';

describe('shutDownGracefully', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close().catch(() => {}));

  it('finishes every request in flight, then refuses new connections and closes the database', async () => {
    // One member each: parallel sign-ins of one account from new addresses would be slowed down.
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(ctx.database.db)));
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    let received = 0;
    ctx.app.server.on('request', () => received++);
    // Sign-ins hash a password (argon2), so they are still running when the signal comes.
    const inFlight = users.map((user, i) =>
      fetch(`${address}/api/v1/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` },
        body: JSON.stringify({ username: user.email, password: DEFAULT_TEST_PASSWORD }),
      }).then((res) => res.status),
    );
    // The signal comes once the server has every request (a busy machine may take a while to send them).
    await expect.poll(() => received, { timeout: 10_000, interval: 1 }).toBe(6);
    let databaseClosed = false;
    const inTime = await shutDownGracefully({
      app: ctx.app,
      closeDatabase: async () => {
        databaseClosed = true;
      },
    });

    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(inTime).toBe(true);
    expect(databaseClosed).toBe(true);
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
