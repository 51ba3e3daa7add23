import { adminUsersEndpoints } from '@apopunkt/domain/endpoints/admin-users';
import type { CreateSubscriptionBody } from '@apopunkt/domain/schemas/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { adminUserKey } from './get-admin-user';

/** Adds a subscription to the user, or ends one; the user's record is loaded again. */
export function useSubscriptionMutations(userId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminUserKey(userId) });
  const add = useMutation({
    mutationFn: (body: CreateSubscriptionBody) =>
      call(adminUsersEndpoints.addSubscription, { params: { id: userId }, body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (subscriptionId: number) =>
      call(adminUsersEndpoints.removeSubscription, { params: { id: userId, subscriptionId } }),
    onSuccess: refresh,
  });
  return { add, remove };
}
