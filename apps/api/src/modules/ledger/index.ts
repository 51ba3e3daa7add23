// The module's front door: what other modules may use.
export { migrateUserBalance } from './balance-migration.service';
export { cancelTransfer } from './cancellation.service';
export { depositToModule, runDueDeposits, scheduleDeposit } from './deposits.service';
export type { TransferRow } from './ledger.service';
export {
  findUserAccount,
  lockAccountsOf,
  moduleAccountId,
  moduleAccountOwner,
  moduleFlowsOf,
  systemAccountId,
  transfer,
  tryGatedTransfer,
  tryTransfer,
  userAccountId,
} from './ledger.service';
export { getModuleBudget, getModuleBudgets } from './module-budget.service';
export { scheduledDepositsJob } from './scheduled-deposits.job';
