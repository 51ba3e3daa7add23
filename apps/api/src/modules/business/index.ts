// The module's front door: what other modules may use.
export { businessRoutes } from './business.routes';
export { listModulesOfScope } from './business-modules.service';
export { manufacturerScope } from './business-scope';
export { loadOwnModule } from './module-dashboard.service';
export { budgetWarningsJob } from './budget-warnings.job';
export { warnLowBudgets } from './budget-warnings.service';
