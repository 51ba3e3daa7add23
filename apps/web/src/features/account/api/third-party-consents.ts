import { myThirdPartyConsentsSchema, withdrawnConsentSchema } from '@apopunkt/domain/schemas/third-party-data';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['me', 'third-party-consents'];

/** GET /v1/me/third-party-consents: the member's active data-sharing consents. */
export function useThirdPartyConsents() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/v1/me/third-party-consents', { schema: myThirdPartyConsentsSchema, signal }),
  });
}

/** POST /v1/me/third-party-consents/{id}/withdrawal. */
export function useWithdrawThirdPartyConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/v1/me/third-party-consents/${id}/withdrawal`, undefined, { schema: withdrawnConsentSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
