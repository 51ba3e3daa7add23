import {
  type ThirdPartySetBody,
  type ThirdPartySetPatch,
  thirdPartySetSchema,
} from '@apopunkt/domain/schemas/third-party-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/third-party-data, or PATCH /v1/admin/third-party-data/{uuid}. */
export function saveThirdPartySet(input: { uuid: string | null; body: ThirdPartySetBody | ThirdPartySetPatch }) {
  return input.uuid === null
    ? api.post('/v1/admin/third-party-data', input.body, { schema: thirdPartySetSchema })
    : api.patch(`/v1/admin/third-party-data/${input.uuid}`, input.body, { schema: thirdPartySetSchema });
}

export function useSaveThirdPartySet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveThirdPartySet,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'third-party-data'] }),
  });
}
