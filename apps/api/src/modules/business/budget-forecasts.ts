import { type BudgetForecast, budgetForecast, forecastWindowStart } from '@apopunkt/domain/rules/budget-forecast';
import { berlinDay } from '@apopunkt/domain/rules/dates';
import type { ModuleBudget } from '@apopunkt/domain/schemas/ledger';
import type { Executor } from '../../db/client';
import { listModuleDays } from './business.repository';

/**
 * Each module's budget forecast (issue 37 §5, rules/budget-forecast): its paid contacts of the
 * last 28 Berlin days from the report days, held against its budget. Keyed by module id; null
 * for unlimited types.
 */
export async function forecastBudgets(
  db: Executor,
  budgets: Map<number, ModuleBudget>,
  now: Date,
): Promise<Map<number, BudgetForecast | null>> {
  const today = berlinDay(now);
  const days = await listModuleDays(db, [...budgets.keys()], { from: forecastWindowStart(today), to: today });
  const contacts = new Map<number, number>();
  for (const day of days) contacts.set(day.moduleId, (contacts.get(day.moduleId) ?? 0) + day.costQuota);
  return new Map(
    [...budgets].map(([id, budget]) => [
      id,
      budgetForecast({
        type: budget.module.type,
        balance: budget.balance,
        total: budget.total,
        contactsInWindow: contacts.get(id) ?? 0,
        today,
      }),
    ]),
  );
}
