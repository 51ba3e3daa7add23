// The module's front door: what other modules may use.
export type { AccountOwner, AccountRow } from './account-locks';
export { lockedAccountsOfUserAndModule } from './account-locks';
// The load generator (db/seed/load) books module flow totals of bulk-written transfers with it.
export { moduleFlowsOf } from './accounts.repository';
export { migrateUserBalance } from './balance-migration.service';
export { cancelTransfer } from './cancellation.service';
export { depositToModule, runDueDeposits, scheduleDeposit } from './deposits.service';
export type { TransferRow } from './ledger.service';
export {
  findUserAccount,
  lockAccountsOf,
  moduleAccountId,
  moduleAccountOwner,
  systemAccountId,
  transfer,
  tryGatedTransfer,
  tryTransfer,
  userAccountId,
} from './ledger.service';
export { auditLedger } from './ledger-audit.service';
export { getModuleBudget, getModuleBudgets } from './module-budget.service';
export { scheduledDepositsJob } from './scheduled-deposits.job';
export type { TransferGate, TransferSideEffect, WrittenTransfer } from './transfer-companions';
export { transferGate, transferSideEffect } from './transfer-companions';
