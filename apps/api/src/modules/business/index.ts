// The module's front door: what other modules may use.

export { budgetWarningsJob } from './budget-warnings.job';
export type { BudgetWarningDeps } from './budget-warnings.service';
export { warnLowBudgets } from './budget-warnings.service';
export { businessRoutes } from './business.routes';
export { listModulesOfScope } from './business-modules.service';
export { manufacturerScope } from './business-scope';
export { getModuleAnalytics, getModuleStatistics, getModuleUsage, loadOwnModule } from './module-dashboard.service';
