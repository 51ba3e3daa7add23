import { budgetHistorySchema } from '@apopunkt/domain/schemas/admin-modules';
import { moduleBudgetSchema } from '@apopunkt/domain/schemas/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/ledger/modules/{slug}/budget and GET /v1/admin/modules/{uuid}/budget-history. */
export function moduleBudgetQuery(module: { uuid: string; slug: string }) {
  return queryOptions({
    queryKey: ['admin', 'modules', 'budget', module.uuid],
    queryFn: async ({ signal }) => {
      const [budget, history] = await Promise.all([
        api.get(`/v1/admin/ledger/modules/${module.slug}/budget`, { schema: moduleBudgetSchema, signal }),
        api.get(`/v1/admin/modules/${module.uuid}/budget-history`, { schema: budgetHistorySchema, signal }),
      ]);
      return { budget, history: history.results };
    },
  });
}

export function useModuleBudget(module: { uuid: string; slug: string }) {
  return useQuery(moduleBudgetQuery(module));
}
