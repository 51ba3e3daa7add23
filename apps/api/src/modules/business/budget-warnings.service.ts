import type { BudgetForecast } from '@apopunkt/domain/rules/budget-forecast';
import { berlinDay } from '@apopunkt/domain/rules/dates';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { getModuleBudgets } from '../ledger';
import type { Mailer } from '../mail';
import { contactsInForecastWindow, forecastBudgets } from './budget-forecasts';
import { budgetWarningMail } from './budget-warning-mail';
import {
  claimBudgetWarning,
  listManufacturerManagers,
  listUnwarnedModules,
  type WarnableModule,
} from './budget-warnings.repository';

export interface BudgetWarningDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  product: string;
  publicUrl: string;
}

/**
 * Mails the manufacturer's managers once per module and deposit when a module's budget lasts
 * fewer than 14 days at the rate of the last 28, or less than 10 % of it is left (issue 37 §5,
 * rules/budget-forecast). The warning is claimed (a row keyed by module and deposit) in the
 * transaction that reads the managers; only the run that inserted the row mails, so concurrent
 * runs on several instances mail once. Answers the number of warnings this run claimed.
 */
export async function warnLowBudgets(deps: BudgetWarningDeps): Promise<number> {
  const candidates = await listUnwarnedModules(deps.db, deps.clock.now());
  if (candidates.length === 0) return 0;
  const ids = candidates.map((c) => c.moduleId);
  const today = berlinDay(deps.clock.now());
  const [budgets, contacts] = await Promise.all([
    getModuleBudgets(deps.db, ids),
    contactsInForecastWindow(deps.db, ids, today),
  ]);
  const forecasts = forecastBudgets(budgets, contacts, today);
  let warned = 0;
  for (const candidate of candidates) {
    const budget = budgets.get(candidate.moduleId);
    const forecast = forecasts.get(candidate.moduleId);
    if (!budget || !forecast?.isLow) continue;
    if (await warnOnce(deps, candidate, { balance: budget.balance, total: budget.total ?? 0 }, forecast)) warned++;
  }
  return warned;
}

async function warnOnce(
  deps: BudgetWarningDeps,
  module: WarnableModule,
  budget: { balance: number; total: number },
  forecast: BudgetForecast,
): Promise<boolean> {
  const managers = await inTransaction(deps.db, async (tx) => {
    const claimed = await claimBudgetWarning(tx, {
      moduleId: module.moduleId,
      depositUuid: module.depositUuid,
      balance: budget.balance,
      daysLeft: forecast.daysLeft,
    });
    return claimed ? listManufacturerManagers(tx, module.manufacturerId) : null;
  });
  if (managers === null) return false;
  const page = module.productSlug
    ? `/business/products/${encodeURIComponent(module.productSlug)}`
    : `/business/module/${encodeURIComponent(module.slug)}`;
  for (const manager of managers) {
    await deps.mailer.send(
      budgetWarningMail({
        to: manager.email,
        firstName: manager.firstName,
        product: deps.product,
        moduleName: module.name,
        ...budget,
        forecast,
        link: `${deps.publicUrl}${page}`,
      }),
    );
  }
  deps.log.info({ module: module.slug, managers: managers.length }, 'budget warning mailed');
  return true;
}
