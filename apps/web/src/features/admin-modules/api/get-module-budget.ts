import { ledgerAdminEndpoints } from '@apopunkt/domain/endpoints/admin-ledger';
import { modulesAdminEndpoints } from '@apopunkt/domain/endpoints/admin-modules';
import type { BudgetHistory } from '@apopunkt/domain/schemas/admin-modules';
import type { ModuleBudget } from '@apopunkt/domain/schemas/ledger';
import { queryOptions, useQueries } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The module's points budget from the ledger. */
export function moduleBudgetQuery(slug: string) {
  return queryOptions({
    queryKey: queryKeyOf(ledgerAdminEndpoints.moduleBudget, { params: { slug } }),
    queryFn: ({ signal }) => call(ledgerAdminEndpoints.moduleBudget, { params: { slug }, signal }),
  });
}

/** Deposits, scheduled deposits and cancellations of the module's budget. */
export function budgetHistoryQuery(uuid: string) {
  return queryOptions({
    queryKey: queryKeyOf(modulesAdminEndpoints.budgetHistory, { params: { uuid } }),
    queryFn: ({ signal }) => call(modulesAdminEndpoints.budgetHistory, { params: { uuid }, signal }),
  });
}

/** Budget and history together: pending until both arrived, failed when either failed. */
export type ModuleBudgetState =
  | { isPending: true; isError: false; error: null; data: undefined }
  | { isPending: false; isError: true; error: Error; data: undefined }
  | {
      isPending: false;
      isError: false;
      error: null;
      data: { budget: ModuleBudget; history: BudgetHistory['results'] };
    };

export function useModuleBudget(module: { uuid: string; slug: string }): ModuleBudgetState {
  return useQueries({
    queries: [moduleBudgetQuery(module.slug), budgetHistoryQuery(module.uuid)],
    combine: ([budget, history]): ModuleBudgetState => {
      const error = budget.error ?? history.error;
      if (error) return { isPending: false, isError: true, error, data: undefined };
      if (budget.data === undefined || history.data === undefined)
        return { isPending: true, isError: false, error: null, data: undefined };
      return {
        isPending: false,
        isError: false,
        error: null,
        data: { budget: budget.data, history: history.data.results },
      };
    },
  });
}
