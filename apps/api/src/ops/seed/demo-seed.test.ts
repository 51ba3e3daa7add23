import { afterAll, beforeAll } from 'vitest';
import type { SeededDemo } from '../../test-support/seeded-demo';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { seedDemoData } from './demo';
import { engagementSeedChecks } from './engagement.seed-checks';
import { learningSeedChecks } from './learning.seed-checks';
import { premiumSeedChecks } from './premium.seed-checks';
import { teamSeedChecks } from './team.seed-checks';
import { trainingPointsSeedChecks } from './training-points.seed-checks';

/**
 * The demo seed, checked area by area on one seeded database: the checks only read, and seeding
 * once instead of once per area saves most of their time.
 */
let ctx: TestContext | undefined;
const demo: SeededDemo = {
  get ctx() {
    if (!ctx) throw new Error('the demo database is not seeded yet');
    return ctx;
  },
};
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.database.db);
}, 180_000);
afterAll(() => ctx?.close());

learningSeedChecks(demo);
engagementSeedChecks(demo);
premiumSeedChecks(demo);
trainingPointsSeedChecks(demo);
teamSeedChecks(demo);
