import type { MemberConsentKind } from '@apopunkt/domain/constants/member-consents';
import { memberConsentsEndpoints } from '@apopunkt/domain/endpoints/member-consents';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints, queryKeyOf } from '../../../lib/query-key';

/** Every consent kind with its text and the member's decision (GET /v1/me/consents). */
export function useMemberConsents() {
  return useQuery({
    queryKey: queryKeyOf(memberConsentsEndpoints.list),
    queryFn: ({ signal }) => call(memberConsentsEndpoints.list, { signal }),
  });
}

/** Grants or refuses/withdraws one kind; the list is fetched again either way. */
export function useDecideMemberConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, granted }: { kind: MemberConsentKind; granted: boolean }) =>
      call(memberConsentsEndpoints.decide, { params: { kind }, body: { granted } }),
    onSettled: () => invalidateEndpoints(queryClient, memberConsentsEndpoints.list),
  });
}
