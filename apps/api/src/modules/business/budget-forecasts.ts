import { type BudgetForecast, budgetForecast, forecastWindowStart } from '@apopunkt/domain/rules/budget-forecast';
import type { ModuleBudget } from '@apopunkt/domain/schemas/ledger';
import type { Executor } from '../../db/client';
import { sumModuleContacts } from './business.repository';

/** Each module's paid contacts of the forecast's window, the last 28 Berlin days up to `today`, from the report days. */
export function contactsInForecastWindow(
  db: Executor,
  moduleIds: number[],
  today: string,
): Promise<Map<number, number>> {
  return sumModuleContacts(db, moduleIds, { from: forecastWindowStart(today), to: today });
}

/**
 * Each module's budget forecast (issue 37 §5, rules/budget-forecast): its paid contacts of the
 * window (contactsInForecastWindow) held against its budget. Keyed by module id; null for
 * unlimited types.
 */
export function forecastBudgets(
  budgets: Map<number, ModuleBudget>,
  contacts: Map<number, number>,
  today: string,
): Map<number, BudgetForecast | null> {
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
