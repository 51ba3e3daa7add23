import { type CreateSubscriptionBody, manufacturerOptionPageSchema } from '@apopunkt/domain/schemas/admin-users';
import { subscriptionSchema } from '@apopunkt/domain/schemas/users';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminUserKey } from './get-admin-user';

/** GET /v1/admin/manufacturers: the manufacturer choice of the subscription form. */
export const manufacturerOptionsQuery = queryOptions({
  queryKey: ['admin', 'manufacturers', 'options'],
  queryFn: ({ signal }) =>
    api.get('/v1/admin/manufacturers', { query: { limit: 500 }, schema: manufacturerOptionPageSchema, signal }),
  staleTime: 5 * 60_000,
});

export const useManufacturerOptions = () => useQuery(manufacturerOptionsQuery);

/** POST /v1/admin/users/{id}/subscriptions and DELETE .../subscriptions/{subscriptionId}. */
export function useSubscriptionMutations(userId: number) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminUserKey(userId) });
  const add = useMutation({
    mutationFn: (body: CreateSubscriptionBody) =>
      api.post(`/v1/admin/users/${userId}/subscriptions`, body, { schema: subscriptionSchema }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (subscriptionId: number) =>
      api.delete<void>(`/v1/admin/users/${userId}/subscriptions/${subscriptionId}`),
    onSuccess: refresh,
  });
  return { add, remove };
}
