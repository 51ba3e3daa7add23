import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type {
  AnalyticVariant,
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
import { manufacturerScope, notFound, ownsObject } from './business-scope';
import { buildAnalytics, buildStatistics, buildUsage, EMPTY_TOTALS, type ModuleFacts } from './dashboard-builders';

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

async function totalsOf(deps: Deps, moduleId: number) {
  const report = await findModuleReport(deps.db, moduleId);
  return report ? { ...EMPTY_TOTALS, ...report } : EMPTY_TOTALS;
}

/** `GET /v1/business/modules/{slug}/statistics`: the manufacturer statistics module. */
export async function getModuleStatistics(deps: Deps, user: AuthUser, slug: string): Promise<ModuleStatistics> {
  const module = await loadOwnModule(deps, user, slug);
  const [budget, totals, state] = await Promise.all([
    getModuleBudget(deps.db, slug),
    totalsOf(deps, module.id),
    reportStatus(deps.db),
  ]);
  return buildStatistics(facts(module), budget, totals, state);
}

/** `GET /v1/business/modules/{slug}/usage`: the usage statistics module. */
export async function getModuleUsage(deps: Deps, user: AuthUser, slug: string): Promise<ModuleUsage> {
  const module = await loadOwnModule(deps, user, slug);
  const [days, totals, state] = await Promise.all([
    listModuleDays(deps.db, [module.id]),
    totalsOf(deps, module.id),
    reportStatus(deps.db),
  ]);
  return buildUsage(days, totals, state);
}

/** `GET /v1/business/modules/{slug}/analytics?variant=`: the analytics module. */
export async function getModuleAnalytics(
  deps: Deps,
  user: AuthUser,
  slug: string,
  variant: AnalyticVariant,
): Promise<ModuleAnalytics> {
  const module = await loadOwnModule(deps, user, slug);
  const wants = (v: AnalyticVariant) => variant === 'all' || variant === v;
  const [totals, state, days, jobs, zips, questions, answers] = await Promise.all([
    totalsOf(deps, module.id),
    reportStatus(deps.db),
    wants('certificates') || wants('completions') ? listModuleDays(deps.db, [module.id]) : [],
    wants('jobs') ? listModuleJobs(deps.db, module.id) : [],
    wants('postcodes') ? listModuleZips(deps.db, module.id) : [],
    wants('completions') ? listModuleQuestions(deps.db, module.id) : [],
    wants('completions') ? listModuleAnswers(deps.db, module.id) : [],
  ]);
  return buildAnalytics(variant, facts(module), totals, state, { days, jobs, zips, questions, answers });
}
