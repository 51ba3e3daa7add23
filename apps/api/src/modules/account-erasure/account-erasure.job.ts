import type { JobDefinition } from '../../lib/background-jobs';
import { type AccountErasureDeps, eraseDueAccounts } from './account-erasure.service';

/**
 * Erases the accounts whose deletion grace period has ended (issue 37 §2) and the expired CPD
 * attendances of erased ones, once an hour on one instance per period. Overlapping runs are safe
 * (each account is erased in a transaction that locks its row and checks it is still due).
 */
export function accountErasureJob(deps: AccountErasureDeps): JobDefinition {
  return {
    name: 'account-erasure',
    everySeconds: 3600,
    expireInSeconds: 900,
    async run() {
      await eraseDueAccounts(deps);
    },
  };
}
