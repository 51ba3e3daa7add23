import { ledgerAdminEndpoints } from '@apopunkt/domain/endpoints/admin-ledger';
import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import type { DepositBody } from '@apopunkt/domain/schemas/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

/** A deposit now, or scheduled when the value date lies ahead. */
export function bookDeposit(body: DepositBody) {
  return call(ledgerAdminEndpoints.deposit, { body });
}

/** Books a deposit; the budget, its history and the overview's budget figures are stale then. */
export function useBookDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookDeposit,
    onSuccess: () =>
      void invalidateEndpoints(
        client,
        ledgerAdminEndpoints.moduleBudget,
        modulesAdminEndpoints.budgetHistory,
        modulesAdminEndpoints.list,
      ),
  });
}
