// The module's front door: what other modules may use.
export { accountErasureJob } from './account-erasure.job';
export { eraseAccount, eraseDueAccounts } from './account-erasure.service';
