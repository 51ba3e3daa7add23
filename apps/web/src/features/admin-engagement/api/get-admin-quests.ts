import { questsAdminEndpoints } from '@apopunkt/domain/endpoints/admin-engagement';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

const listQuery = { limit: 500 };

/** The weekly challenges (up to 500). */
export function useAdminQuests() {
  return useQuery({
    queryKey: queryKeyOf(questsAdminEndpoints.list, { query: listQuery }),
    queryFn: ({ signal }) => call(questsAdminEndpoints.list, { query: listQuery, signal }),
  });
}

/** One weekly challenge for the editor. */
export function useAdminQuest(id: number | null) {
  return useQuery({
    queryKey: queryKeyOf(questsAdminEndpoints.detail, { params: { id } }),
    queryFn: ({ signal }) => call(questsAdminEndpoints.detail, { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
  });
}
