import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../modules/ledger';
import { createUser } from '../ops/seed/factories';
import { createModule } from '../ops/seed/learning-factories';
import { authHeaders } from '../test-support/auth-headers';
import { startDepositLoad } from '../test-support/deposit-load';
import { unexpectedStatuses } from '../test-support/load-workers';
import { canRunOwnPostgres, type OwnPostgres, startOwnPostgres } from '../test-support/own-postgres';
import { createTestApp, type TestContext } from '../test-support/test-app';
import { throughInject } from '../test-support/transports';

const OUTAGE_MS = 10_000;

/**
 * PostgreSQL stopped for 10 s under load and started again (issue 34 §4), on a cluster of the
 * test's own: the instance answers 503 meanwhile, serves again without a restart, and every
 * deposit it acknowledged is booked exactly once. Needs TEST_DATABASE_URL (the PostgreSQL run),
 * root and the server binaries (pg_config --bindir).
 */
describe.runIf(!!process.env.TEST_DATABASE_URL && canRunOwnPostgres())('PostgreSQL stopped under load', () => {
  let postgres: OwnPostgres;
  let ctx: TestContext;
  beforeAll(async () => {
    postgres = await startOwnPostgres();
    ctx = await createTestApp({ database: { serverUrl: postgres.url } });
  }, 120_000);
  afterAll(async () => {
    // The cluster is thrown away with everything in it: closing the app may not wait for it.
    await Promise.race([ctx.close(), new Promise((resolve) => setTimeout(resolve, 15_000))]);
    postgres.destroy();
  }, 60_000);

  it('answers 503 while it is down, serves again when it is back, and loses or doubles no deposit', async () => {
    const staff = await createUser(ctx.database.db, { isStaff: true });
    const module = await createModule(ctx.database.db, { type: 2 });
    const load = startDepositLoad({
      module: module.slug,
      headers: await authHeaders(ctx, staff),
      workers: 8,
      pauseMs: 20,
      transport: throughInject(ctx.app),
    });

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = load.acknowledged.size;
    postgres.stop();
    const stoppedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    postgres.start();
    const startedAt = Date.now();
    await expect.poll(() => load.sendOne(), { timeout: 15_000, interval: 100 }).toBe(201);
    const backAfter = Date.now() - startedAt;
    await load.stop();

    const statuses = load.statuses();
    expect(unexpectedStatuses(statuses, [201, 503])).toEqual([]);
    expect(statuses[503] ?? 0).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    const deposits = await load.reconcile(ctx.database.db);
    expect(deposits).toMatchObject({ missing: [], doubled: [], unasked: [] });
    expect((await auditLedger(ctx.database.db)).ok).toBe(true);
    console.info(
      `PostgreSQL stopped ${OUTAGE_MS} ms (from ${stoppedAt}): ${JSON.stringify(statuses)}; ` +
        `served again ${backAfter} ms after the start; ${deposits.acknowledged} deposits acknowledged, all booked once`,
    );
  }, 120_000);
});
