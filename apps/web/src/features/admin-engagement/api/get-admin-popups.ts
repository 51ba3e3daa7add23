import { adminPopupPageSchema, adminPopupSchema } from '@apopunkt/domain/schemas/popups';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/popups. */
export function useAdminPopups() {
  return useQuery({
    queryKey: ['admin', 'popups', 'list'],
    queryFn: ({ signal }) => api.get('/v1/admin/popups?limit=500', { schema: adminPopupPageSchema, signal }),
  });
}

/** GET /v1/admin/popups/{uuid}. */
export function useAdminPopup(uuid: string | null) {
  return useQuery({
    queryKey: ['admin', 'popups', 'detail', uuid],
    queryFn: ({ signal }) => api.get(`/v1/admin/popups/${uuid}`, { schema: adminPopupSchema, signal }),
    enabled: uuid !== null,
  });
}
