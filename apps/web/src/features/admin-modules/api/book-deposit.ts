import { type DepositBody, depositResultSchema } from '@apopunkt/domain/schemas/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/ledger/deposits: now, or scheduled when the value date lies ahead. */
export function bookDeposit(body: DepositBody) {
  return api.post('/v1/admin/ledger/deposits', body, { schema: depositResultSchema });
}

export function useBookDeposit(uuid: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bookDeposit,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['admin', 'modules', 'budget', uuid] });
      void client.invalidateQueries({ queryKey: ['admin', 'modules', 'list'] });
    },
  });
}
