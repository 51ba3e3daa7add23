import type { JobDefinition } from '../../lib/background-jobs';
import { type BudgetWarningDeps, warnLowBudgets } from './budget-warnings.service';

/**
 * Checks the manufacturers' module budgets every five minutes, on one instance per period, and
 * mails the managers of those that run low (budget-warnings.service.ts). The warning's row keeps
 * it once per module and deposit even when runs overlap.
 */
export function budgetWarningsJob(deps: BudgetWarningDeps): JobDefinition {
  return {
    name: 'budget-warnings',
    everySeconds: 300,
    expireInSeconds: 300,
    async run() {
      await warnLowBudgets(deps);
    },
  };
}
