import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type {
  AnalyticVariant,
  DashboardPeriod,
  ModuleAnalytics,
  ModuleStatistics,
  ModuleUsage,
} from '@apopunkt/domain/schemas/business';
import type { ResolvedDeps } from '../../deps';
import { reportStatus } from '../business-reports';
import { getModuleBudget } from '../ledger';
import type { AuthUser } from '../users';
import {
  type BusinessModuleRow,
  findModuleBySlug,
  findModuleReport,
  listModuleAnswers,
  listModuleDays,
  listModuleJobs,
  listModuleQuestions,
  listModuleZips,
} from './business.repository';
import { findPeriodReach, listPeriodJobs, listPeriodZips } from './business-period.repository';
import { manufacturerScope, notFound, ownsObject } from './business-scope';
import {
  buildAnalytics,
  buildStatistics,
  buildUsage,
  EMPTY_TOTALS,
  type ModuleFacts,
  periodTotals,
} from './dashboard-builders';

type Deps = Pick<ResolvedDeps, 'db'>;

/** The module of a dashboard; another manufacturer's module answers 404 (so does an unknown one). */
export async function loadOwnModule(
  deps: Deps,
  user: AuthUser,
  slug: string,
  feature: 'FEATURE_DASHBOARD_MODULES' | 'FEATURE_DASHBOARD_MODULE_RATING' = 'FEATURE_DASHBOARD_MODULES',
): Promise<BusinessModuleRow> {
  const module = await findModuleBySlug(deps.db, slug);
  if (
    !module ||
    module.manufacturerId === null ||
    !ownsObject(manufacturerScope(user, feature), module.manufacturerId)
  ) {
    throw notFound('module');
  }
  return module;
}

function facts(module: BusinessModuleRow): ModuleFacts {
  return { ...module, type: module.type as ModuleType, content: module.content ?? null };
}

/** The period of a dashboard call (the query schema checked it): null for the whole runtime. */
export function periodOf(query: { from?: string; to?: string }): DashboardPeriod {
  return query.from && query.to ? { from: query.from, to: query.to } : null;
}

/** The module's totals: the folded ones, or in a period those of its days and its people's first reach and completion. */
async function totalsOf(deps: Deps, moduleId: number, period: DashboardPeriod) {
  if (period) {
    const [days, reach] = await Promise.all([
      listModuleDays(deps.db, [moduleId], period),
      findPeriodReach(deps.db, moduleId, period),
    ]);
    return periodTotals(days, reach);
  }
  const report = await findModuleReport(deps.db, moduleId);
  return report ? { ...EMPTY_TOTALS, ...report } : EMPTY_TOTALS;
}

/**
 * `GET /v1/business/modules/{slug}/statistics?from=&to=`: the manufacturer statistics module; the
 * balance is today's, the rewards those of the period when one is asked.
 */
export async function getModuleStatistics(
  deps: Deps,
  user: AuthUser,
  slug: string,
  period: DashboardPeriod,
): Promise<ModuleStatistics> {
  const module = await loadOwnModule(deps, user, slug);
  const [budget, totals, state] = await Promise.all([
    getModuleBudget(deps.db, slug),
    totalsOf(deps, module.id, period),
    reportStatus(deps.db),
  ]);
  const rewardsGiven = period ? totals.rewardsGiven : budget.rewardsGiven;
  return buildStatistics(facts(module), { balance: budget.balance, rewardsGiven }, totals, state);
}

/** `GET /v1/business/modules/{slug}/usage?from=&to=`: the usage statistics module. */
export async function getModuleUsage(
  deps: Deps,
  user: AuthUser,
  slug: string,
  period: DashboardPeriod,
): Promise<ModuleUsage> {
  const module = await loadOwnModule(deps, user, slug);
  const [days, totals, state] = await Promise.all([
    listModuleDays(deps.db, [module.id], period),
    totalsOf(deps, module.id, period),
    reportStatus(deps.db),
  ]);
  return buildUsage(days, totals, state);
}

/**
 * `GET /v1/business/modules/{slug}/analytics?variant=&from=&to=`: the analytics module. In a period
 * the jobs and postcodes count the people first reached in it; the questions' figures have no day
 * in the folded reports and stay those of the whole runtime.
 */
export async function getModuleAnalytics(
  deps: Deps,
  user: AuthUser,
  slug: string,
  variant: AnalyticVariant,
  period: DashboardPeriod,
): Promise<ModuleAnalytics> {
  const module = await loadOwnModule(deps, user, slug);
  const wants = (v: AnalyticVariant) => variant === 'all' || variant === v;
  const [totals, state, days, jobs, zips, questions, answers] = await Promise.all([
    totalsOf(deps, module.id, period),
    reportStatus(deps.db),
    wants('certificates') || wants('completions') ? listModuleDays(deps.db, [module.id], period) : [],
    !wants('jobs') ? [] : period ? listPeriodJobs(deps.db, module.id, period) : listModuleJobs(deps.db, module.id),
    !wants('postcodes') ? [] : period ? listPeriodZips(deps.db, module.id, period) : listModuleZips(deps.db, module.id),
    wants('completions') ? listModuleQuestions(deps.db, module.id) : [],
    wants('completions') ? listModuleAnswers(deps.db, module.id) : [],
  ]);
  return buildAnalytics(variant, facts(module), totals, state, { days, jobs, zips, questions, answers });
}
