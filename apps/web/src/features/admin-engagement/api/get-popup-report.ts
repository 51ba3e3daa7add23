import { popupsAdminEndpoints } from '@apopunkt/domain/endpoints/popups';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** Views and clicks of a popup. */
export function usePopupReport(uuid: string) {
  return useQuery({
    queryKey: queryKeyOf(popupsAdminEndpoints.report, { params: { uuid } }),
    queryFn: ({ signal }) => call(popupsAdminEndpoints.report, { params: { uuid }, signal }),
  });
}
