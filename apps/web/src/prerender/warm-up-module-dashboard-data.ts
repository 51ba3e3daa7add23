import type { ModuleAnalytics, ModuleRatings, ModuleStatistics, ModuleUsage } from '@apopunkt/domain/schemas/business';
import type { ModuleDashboardPageData } from '@apopunkt/domain/schemas/member-page-worker';
import type { User } from '@apopunkt/domain/schemas/users';
import { sampleAccessToken, sampleConfig, sampleMember } from './warm-up-page-data';

/**
 * A manufacturer's module dashboard that exists nowhere, for the worker's first render of that page
 * (member-page-worker.ts, as warm-up-page-data.ts for Home): the first manager after a start gets
 * the dashboard drawn within the budget. Typed with the API's answers.
 */
const SAMPLE_SLUG = 'probemodul';

const manager: User = {
  ...sampleMember,
  job: 'CUS',
  isPremium: false,
  subscriptions: [
    { id: 1, type: 'FEATURE_DASHBOARD_MODULES', manufacturer: { id: 1, slug: 'probe', name: 'Probe GmbH' } },
    { id: 2, type: 'FEATURE_DASHBOARD_MODULE_RATING', manufacturer: { id: 1, slug: 'probe', name: 'Probe GmbH' } },
  ],
};

const reach = { count: 120, completedCount: 90, hasCostQuotaCount: 80 };
const days = ['2026-01-01', '2026-01-02', '2026-01-03'];

const statistics: ModuleStatistics = {
  slug: SAMPLE_SLUG,
  name: 'Probemodul',
  type: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  product: 'Probeprodukt',
  visibleFrom: '2026-01-01T00:00:00.000Z',
  visibleTo: null,
  isVerifiedOnly: false,
  balance: 1000,
  rewardsGiven: 400,
  youtubeViews: null,
  thumbnail: null,
  pharmaciesReachedReport: { count: 40, completedCount: 30 },
  combinedContactsReachedReport: { attemptsReport: reach, distinctUserReport: reach },
  reportUpdatedAt: '2026-01-03T00:00:00.000Z',
  lastCalcDuration: 1,
};

const usage: ModuleUsage = {
  usageReport: days.map((date) => ({ date, attempts: 40, completed: 30, newUsers: 20 })),
  quotaDeductionReport: days.map((date) => ({ date, contacts: 20, value: 100 })),
  gamesSolvedCorrectly: 90,
  gamesSolvedIncorrectly: 30,
  reportUpdatedAt: '2026-01-03T00:00:00.000Z',
  lastCalcDuration: 1,
};

const analytics: ModuleAnalytics = {
  createdAt: '2026-01-01T00:00:00.000Z',
  analyticVariant: 'all',
  reportUpdatedAt: '2026-01-03T00:00:00.000Z',
  lastCalcDuration: 1,
  reachedJobsReport: [{ job: 'PTA', users: 120 }],
  reachedUsersPerZipReport: [{ zip: '10', users: 120 }],
  reachedPharmaciesPerZipReport: [{ zip: '10', pharmacies: 40, users: 120 }],
  certificatesReport: { total: 90, perDay: days.map((date) => ({ date, certificates: 30 })) },
  completionStatisticsReport: { perDay: days.map((date) => ({ date, attempts: 40, completed: 30 })), questions: [] },
};

const ratings: ModuleRatings = { average: 4.5, count: 2, distribution: [{ stars: 5, count: 1 }], comments: [] };

/** The sample dashboard's address. */
export const WARM_UP_MODULE_DASHBOARD_PATH = `/business/module/${SAMPLE_SLUG}`;

/** The sample dashboard's data, its session valid from `now` (epoch ms). */
export const warmUpModuleDashboardData = (now: number): ModuleDashboardPageData => ({
  kind: 'moduleDashboard',
  access: sampleAccessToken(now),
  me: manager,
  config: sampleConfig,
  slug: SAMPLE_SLUG,
  statistics,
  usage,
  analytics,
  ratings,
});
