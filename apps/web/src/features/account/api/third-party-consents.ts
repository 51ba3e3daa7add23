import { thirdPartyConsentsEndpoints } from '@apopunkt/domain/endpoints/third-party-consents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints, queryKeyOf } from '../../../lib/query-key';

/** The member's active data-sharing consents. */
export function useThirdPartyConsents() {
  return useQuery({
    queryKey: queryKeyOf(thirdPartyConsentsEndpoints.list),
    queryFn: ({ signal }) => call(thirdPartyConsentsEndpoints.list, { signal }),
  });
}

/** Withdraws one consent; the list is fetched again either way. */
export function useWithdrawThirdPartyConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(thirdPartyConsentsEndpoints.withdraw, { params: { id } }),
    onSettled: () => invalidateEndpoints(queryClient, thirdPartyConsentsEndpoints.list),
  });
}
