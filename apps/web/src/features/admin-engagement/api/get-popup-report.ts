import { popupReportSchema } from '@apopunkt/domain/schemas/popups';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/admin/popups/{uuid}/report. */
export function usePopupReport(uuid: string) {
  return useQuery({
    queryKey: ['admin', 'popups', 'report', uuid],
    queryFn: ({ signal }) => api.get(`/v1/admin/popups/${uuid}/report`, { schema: popupReportSchema, signal }),
  });
}
