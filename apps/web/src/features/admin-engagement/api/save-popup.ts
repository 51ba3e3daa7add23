import { popupsAdminEndpoints } from '@apopunkt/domain/endpoints/popups';
import type { CreatePopupBody, PatchPopupBody } from '@apopunkt/domain/schemas/popups';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { invalidateEndpoints } from '../../../lib/query-key';

/** Creates a popup, or changes the one with `uuid`. */
export function savePopup(input: { uuid: string | null; body: Partial<CreatePopupBody> | PatchPopupBody }) {
  return input.uuid === null
    ? call(popupsAdminEndpoints.create, { body: input.body as CreatePopupBody })
    : call(popupsAdminEndpoints.update, { params: { uuid: input.uuid }, body: input.body });
}

export function useSavePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePopup,
    onSettled: () =>
      invalidateEndpoints(
        queryClient,
        popupsAdminEndpoints.list,
        popupsAdminEndpoints.detail,
        popupsAdminEndpoints.report,
      ),
  });
}
