import { CATALOG_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { contactsReached, isUnlimitedType, remainingContacts } from '@apopunkt/domain/rules/contacts';
import { effectivePremiumValue, isModuleExhausted } from '@apopunkt/domain/rules/rewards';
import type { ModuleBudget } from '@apopunkt/domain/schemas/ledger';
import type { Executor } from '../../db/client';
import { findModuleBudgetBySlug, listModuleBudgets, type ModuleBudgetRow } from './module-budget.repository';

/**
 * A module's budget (spec §3 "Manufacturer module", §4): balance, what was bought, what was paid
 * out, the contacts remaining and reached (rules/contacts) and the next scheduled deposit.
 */
function toModuleBudget(row: ModuleBudgetRow): ModuleBudget {
  const { type } = row;
  const balance = row.balance ?? 0;
  const premiumValue = effectivePremiumValue(type, row.premiumValue);
  return {
    module: { uuid: row.uuid, slug: row.slug, name: row.name, type },
    isExhausted: isModuleExhausted({ type, premiumValue, balance }),
    premiumValue,
    balance,
    total: isUnlimitedType(type) ? null : row.deposited,
    rewardsGiven: row.rewardsGiven,
    remainingContacts: remainingContacts(type, balance),
    contactsReached: contactsReached(type, row.rewardsGiven),
    nextScheduledDeposit:
      row.nextDepositValue !== null && row.nextDepositDueAt
        ? { value: row.nextDepositValue, valueDate: row.nextDepositDueAt.toISOString() }
        : null,
  };
}

/** One module's budget by slug (staff budget page, module dashboards); 404 when unknown. */
export async function getModuleBudget(db: Executor, slug: string): Promise<ModuleBudget> {
  const row = await findModuleBudgetBySlug(db, slug);
  if (!row) throw new AppError('NOT_FOUND', CATALOG_ERRORS.moduleNotFound);
  return toModuleBudget(row);
}

/** The budgets of several modules in one query (a product page), keyed by module id. */
export async function getModuleBudgets(db: Executor, moduleIds: number[]): Promise<Map<number, ModuleBudget>> {
  const rows = await listModuleBudgets(db, moduleIds);
  return new Map(rows.map((row) => [row.id, toModuleBudget(row)]));
}
