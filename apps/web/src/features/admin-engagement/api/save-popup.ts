import { adminPopupSchema, type CreatePopupBody, type PatchPopupBody } from '@apopunkt/domain/schemas/popups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /v1/admin/popups, or PATCH /v1/admin/popups/{uuid}. */
export function savePopup(input: { uuid: string | null; body: Partial<CreatePopupBody> | PatchPopupBody }) {
  return input.uuid === null
    ? api.post('/v1/admin/popups', input.body, { schema: adminPopupSchema })
    : api.patch(`/v1/admin/popups/${input.uuid}`, input.body, { schema: adminPopupSchema });
}

export function useSavePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePopup,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'popups'] }),
  });
}
