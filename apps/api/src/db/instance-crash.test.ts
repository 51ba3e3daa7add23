import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../modules/ledger';
import { createUser } from '../ops/seed/factories';
import { createModule } from '../ops/seed/learning-factories';
import { createCampaignCode, createCouponOffer, givePremiumPoints } from '../ops/seed/rewards-factories';
import { type ApiProcess, apiProcess } from '../test-support/api-process';
import { authHeaders } from '../test-support/auth-headers';
import { startDepositLoad } from '../test-support/deposit-load';
import { freePort } from '../test-support/free-port';
import { countOf, unexpectedStatuses } from '../test-support/load-workers';
import type { MoneyLoad } from '../test-support/money-load';
import { type Nginx, nginxInstalled, request, startNginx } from '../test-support/nginx';
import { type LoadMember, startPurchaseLoad, startRedemptionLoad } from '../test-support/reward-loads';
import { createTestApp, TEST_JWT_SECRET, type TestContext } from '../test-support/test-app';
import { overHttp } from '../test-support/transports';

/** How long the surviving instance serves alone before the killed one is started again. */
const ALONE_MS = 1500;
/** How long the load runs on through both instances once the killed one answers again. */
const AFTER_RESTART_MS = 1500;
const DEPOSIT_WORKERS = 4;
const REDEMPTION_WORKERS = 2;
const PURCHASE_WORKERS = 2;
const WORKERS = DEPOSIT_WORKERS + REDEMPTION_WORKERS + PURCHASE_WORKERS;

const required = process.env.CI === 'true' || process.env.CI === '1';
if (process.env.TEST_DATABASE_URL && !nginxInstalled && !required) {
  console.warn('instance-crash.test.ts skipped: /usr/sbin/nginx is missing (apt-get install -y nginx)');
}

/** Every loopback address once in a long while, so no per-address limit (30 redemptions a minute) is reached. */
function addresses(): () => string {
  let next = 0;
  return () => {
    next++;
    return `127.0.${1 + (Math.floor(next / 250) % 250)}.${1 + (next % 250)}`;
  };
}

function statusesOf(loads: readonly MoneyLoad[], from?: number, to?: number): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const load of loads) {
    for (const [status, n] of Object.entries(load.statuses(from, to))) {
      counts[Number(status)] = (counts[Number(status)] ?? 0) + n;
    }
  }
  return counts;
}

/**
 * One of two API instances killed with SIGKILL under load (issue 34 §4): two real processes on one
 * PostgreSQL database and one DATA_DIR, deploy/nginx.conf in front, staff deposits, campaign-code
 * redemptions and voucher purchases going through nginx. The other instance serves on; only
 * requests in flight on the killed one may fail (502); the killed one, started again, serves; every
 * acknowledged operation is booked exactly once and nothing is booked twice. Needs TEST_DATABASE_URL
 * and nginx (CI installs it; elsewhere the file is skipped with a note). The instances run from
 * source through tsx: no build needed.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || (!nginxInstalled && !required))(
  'an API instance killed under load (PostgreSQL, nginx)',
  () => {
    let ctx: TestContext;
    let dataDir: string;
    let instances: ApiProcess[] = [];
    let nginx: Nginx | undefined;
    beforeAll(async () => {
      if (!nginxInstalled) throw new Error('/usr/sbin/nginx is missing: apt-get install -y nginx');
      // The test's own process only migrates the fresh database and makes the fixtures and tokens.
      ctx = await createTestApp();
      dataDir = mkdtempSync(join(tmpdir(), 'apopunkt-cluster-'));
      const ports = new Set<number>();
      while (ports.size < 3) ports.add(await freePort());
      const [proxyPort = 0, ...instancePorts] = [...ports];
      const env = {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATABASE_URL: ctx.database.url ?? '',
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        TRUST_PROXY: '127.0.0.1',
        SEED_DEMO_DATA: 'false',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
      };
      instances = instancePorts.map((port) => apiProcess({ port, env }));
      await Promise.all(instances.map((instance) => instance.start()));
      nginx = await startNginx(instancePorts, proxyPort);
    }, 120_000);
    afterAll(async () => {
      await nginx?.stop();
      await Promise.all(instances.map((instance) => instance.kill('SIGTERM')));
      await ctx?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('the other serves on, the killed one serves again after its restart, and no acknowledged operation is lost or doubled', async () => {
      const [survivor, killed] = instances;
      if (!survivor || !killed || !nginx) throw new Error('the cluster did not start');
      const db = ctx.database.db;
      const signedIn = async (user: { id: number }): Promise<LoadMember> => ({
        id: user.id,
        headers: await authHeaders(ctx, user),
      });
      const staff = await signedIn(await createUser(db, { isStaff: true }));
      const module = await createModule(db, { type: 2 });
      const members = await Promise.all(Array.from({ length: 8 }, async () => signedIn(await createUser(db))));
      const codes = await Promise.all(Array.from({ length: 60 }, () => createCampaignCode(db, { value: 5 })));
      const buyers = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const user = await createUser(db, { isPremium: true });
          await givePremiumPoints(db, user.id, 100_000);
          return signedIn(user);
        }),
      );
      const { offer } = await createCouponOffer(db, { price: 10, codes: 2000 });

      const throughNginx = overHttp(nginx.port, addresses());
      const deposits = startDepositLoad({
        module: module.slug,
        headers: staff.headers,
        workers: DEPOSIT_WORKERS,
        pauseMs: 10,
        transport: throughNginx,
      });
      const redemptions = startRedemptionLoad({
        members,
        codes,
        workers: REDEMPTION_WORKERS,
        pauseMs: 40,
        transport: throughNginx,
      });
      const purchases = startPurchaseLoad({
        buyers,
        offerId: offer.id,
        workers: PURCHASE_WORKERS,
        pauseMs: 40,
        transport: throughNginx,
      });
      const loads = [deposits, redemptions, purchases];

      await expect
        .poll(() => loads.every((load) => load.acknowledged.size >= 5), { timeout: 15_000, interval: 50 })
        .toBe(true);
      const killedAt = Date.now();
      await killed.kill('SIGKILL');
      expect((await request({ port: survivor.port, path: '/api/health' })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, ALONE_MS));
      await killed.start();
      const restartedAt = Date.now();
      // Straight to the restarted instance, past nginx: it books again.
      expect(await deposits.sendOne(overHttp(killed.port, () => '127.0.0.1'))).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, AFTER_RESTART_MS));
      await Promise.all(loads.map((load) => load.stop()));

      const statuses = statusesOf(loads);
      const failed = countOf(statuses, [502, 503]);
      const servedAlone = countOf(statusesOf(loads, killedAt, restartedAt), [200, 201]);
      const failedOutsideOutage =
        countOf(statusesOf(loads, 0, killedAt), [502, 503]) + countOf(statusesOf(loads, restartedAt), [502, 503]);
      expect(unexpectedStatuses(statuses, [200, 201, 502, 503])).toEqual([]);
      // Each worker has one request in flight at a time: only those on the killed instance may fail.
      expect(failed).toBeLessThanOrEqual(WORKERS);
      expect(failedOutsideOutage).toBe(0);
      expect(servedAlone).toBeGreaterThan(0);
      expect(countOf(statusesOf(loads, restartedAt), [200, 201])).toBeGreaterThan(0);

      const [depositsBooked, redemptionsBooked, purchasesBooked] = await Promise.all([
        deposits.reconcile(db),
        redemptions.reconcile(db),
        purchases.reconcile(db),
      ]);
      for (const booked of [depositsBooked, redemptionsBooked, purchasesBooked]) {
        expect(booked).toMatchObject({ missing: [], doubled: [], unasked: [] });
      }
      expect(await auditLedger(db)).toMatchObject({ ok: true, violations: [] });

      const figures = (name: string, r: typeof depositsBooked) =>
        `${name} ${r.acknowledged} acknowledged + ${r.sent - r.acknowledged} not (${r.bookedUnacknowledged} of them booked)`;
      console.info(
        `instance killed under load: answers ${JSON.stringify(statuses)}; ${failed} × 502/503 (at most ${WORKERS} in flight); ` +
          `${servedAlone} × 2xx from the other in the ${restartedAt - killedAt} ms until the killed one answered again; ` +
          `${figures('deposits', depositsBooked)}, ${figures('redemptions', redemptionsBooked)}, ` +
          `${figures('purchases', purchasesBooked)}; every acknowledged one booked once, none twice; audit clean`,
      );
    }, 120_000);
  },
);
