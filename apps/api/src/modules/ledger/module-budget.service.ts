import { contactsReached, isUnlimitedType, remainingContacts } from '@apopunkt/domain/rules/contacts';
import { effectivePremiumValue, isModuleExhausted } from '@apopunkt/domain/rules/rewards';
import type { ModuleBudget } from '@apopunkt/domain/schemas/ledger';
import type { Executor } from '../../db/client';
import { requireModuleRef } from '../learning-modules/modules.service';
import { findAccountByOwner } from './accounts.repository';
import { moduleFlowTotals } from './module-budget.repository';
import { findNextScheduledDeposit } from './scheduled-deposits.repository';

/**
 * A module's budget (spec §3 "Manufacturer module", §4): balance, what was bought, what was paid
 * out, the contacts remaining and reached (rules/contacts) and the next scheduled deposit. For
 * staff now; the manufacturer dashboards show the same figures.
 */
export async function getModuleBudget(db: Executor, slug: string): Promise<ModuleBudget> {
  const module = await requireModuleRef(db, slug);
  const type = module.type;
  const account = await findAccountByOwner(db, {
    kind: 'module',
    moduleId: module.id,
    allowNegative: isUnlimitedType(type),
  });
  const [flows, next] = await Promise.all([
    account ? moduleFlowTotals(db, account.id) : { deposited: 0, rewardsGiven: 0 },
    findNextScheduledDeposit(db, module.id),
  ]);
  const balance = account?.balance ?? 0;
  const premiumValue = effectivePremiumValue(type, module.premiumValue);
  return {
    module: { uuid: module.uuid, slug: module.slug, name: module.name, type },
    isExhausted: isModuleExhausted({ type, premiumValue, balance }),
    premiumValue,
    balance,
    total: isUnlimitedType(type) ? null : flows.deposited,
    rewardsGiven: flows.rewardsGiven,
    remainingContacts: remainingContacts(type, balance),
    contactsReached: contactsReached(type, flows.rewardsGiven),
    nextScheduledDeposit: next ? { value: next.value, valueDate: next.dueAt.toISOString() } : null,
  };
}
