import { popupsAdminEndpoints } from '@apopunkt/domain/endpoints/popups';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const listQuery = { limit: 500 };

/** The popups, newest first. */
export function useAdminPopups() {
  return useQuery({
    queryKey: queryKeyOf(popupsAdminEndpoints.list, { query: listQuery }),
    queryFn: ({ signal }) => call(popupsAdminEndpoints.list, { query: listQuery, signal }),
  });
}

/** One popup for the editor. */
export function useAdminPopup(uuid: string | null) {
  return useQuery({
    queryKey: queryKeyOf(popupsAdminEndpoints.detail, { params: { uuid } }),
    queryFn: ({ signal }) => call(popupsAdminEndpoints.detail, { params: { uuid: uuid ?? '' }, signal }),
    enabled: uuid !== null,
  });
}
