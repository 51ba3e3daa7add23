import { currentPopupSchema } from '@apopunkt/domain/schemas/popups';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /v1/popups: the current popup or none. */
export function getPopup(signal?: AbortSignal) {
  return api.get('/v1/popups', { schema: currentPopupSchema, signal });
}

export const popupQuery = queryOptions({
  queryKey: ['popup'],
  queryFn: ({ signal }) => getPopup(signal),
  retry: false,
  staleTime: 5 * 60_000,
});

/** Load failures are silently ignored (spec §8): errors stay in the query, nothing is shown. */
export function usePopup() {
  return useQuery(popupQuery);
}
