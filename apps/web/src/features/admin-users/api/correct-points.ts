import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import type { PointsCorrectionBody } from '@apopunkt/domain/schemas/points-corrections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';
import { adminUserKey } from './get-admin-user';

export interface PointsCorrectionIntent {
  body: PointsCorrectionBody;
  /** One key per opened correction dialog, reused on retry: the server books at most once for it. */
  idempotencyKey: string;
}

/** Credits (value > 0) or debits (value < 0) the member's premium points, with the reason. */
export function correctPoints(id: number, { body, idempotencyKey }: PointsCorrectionIntent) {
  return call(adminUsersEndpoints.correctPoints, {
    params: { id },
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** After a correction the user's detail (its premium points) and the list are refetched. */
export function useCorrectPoints(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (intent: PointsCorrectionIntent) => correctPoints(id, intent),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: adminUserKey(id) });
      void invalidateEndpoints(client, adminUsersEndpoints.list);
    },
  });
}
