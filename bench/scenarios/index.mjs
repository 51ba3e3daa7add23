// The scenarios of `npm run bench`, in the order they run. Each prepares what it needs against
// the running portal (not measured) and answers autocannon options, plus optionally a function
// that reports what the run did (e.g. rewards paid) once the load has stopped.
import { adminDashboardScenarios } from './admin-dashboard.mjs';
import { adminModuleScenarios } from './admin-modules.mjs';
import { adminOverviewScenarios } from './admin-overviews.mjs';
import { basicScenarios } from './basic.mjs';
import { businessScenarios } from './business.mjs';
import { discoverScenarios } from './discover.mjs';
import { engagementScenarios } from './engagement.mjs';
import { statisticsScenarios } from './manufacturer-statistics.mjs';
import { memberPageScenarios } from './member-pages.mjs';
import { platformScenarios } from './platform.mjs';
import { reportLagScenarios } from './report-lag.mjs';
import { submissionScenarios } from './submissions.mjs';

/**
 * @typedef {object} BenchContext
 * @property {string} base the portal's origin, e.g. http://127.0.0.1:3400
 * @property {import('pg').Client} db a client on the bench database, for look-ups
 * @property {string} databaseUrl the bench database, for the tsx helpers
 * @property {(username: string) => Promise<Record<string, string>>} headersOf bearer header of a demo account
 * @property {number} portalPid the portal's process id (its CPU time is read from /proc)
 * @property {typeof import('../lib/settings.mjs').settings} settings
 *
 * @typedef {object} Scenario
 * @property {string} name
 * @property {number} [ratioTarget] issue 9's target for req/s as a share of hello-world: the
 *   scenario then runs in rounds with the baseline (runAlternating in lib/load.mjs)
 * @property {(ctx: BenchContext) => Promise<{ options: object, afterwards?: () => Promise<object> }>} prepare
 */

/** Submissions run before the statistics, so the budget call also sees the bench's own rewards. */
export const scenarios = [
  ...basicScenarios,
  ...discoverScenarios,
  ...submissionScenarios,
  ...statisticsScenarios,
  ...engagementScenarios,
  ...memberPageScenarios,
  ...businessScenarios,
  ...adminDashboardScenarios,
  ...adminModuleScenarios,
  ...adminOverviewScenarios,
  ...platformScenarios,
  ...reportLagScenarios,
];
