import { popupsEndpoints } from '@apopunkt/domain/endpoints/popups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';
import { queryKeyOf } from '../../../lib/query-key';

/** The current popup or none. */
export function getPopup(signal?: AbortSignal) {
  return call(popupsEndpoints.current, { signal });
}

export const popupQuery = queryOptions({
  queryKey: queryKeyOf(popupsEndpoints.current),
  queryFn: ({ signal }) => getPopup(signal),
  retry: false,
  staleTime: 5 * 60_000,
});

/** Load failures are silently ignored (spec §8): errors stay in the query, nothing is shown. */
export function usePopup() {
  return useQuery(popupQuery);
}
