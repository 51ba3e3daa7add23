import type { QueryClient } from '@tanstack/react-query';
import type { sessionStore as SessionStore } from './session-store';

/**
 * A pharmacy's computer is shared: when a member's session ends (sign-out here or in another tab,
 * an expired session) or another member's begins, everything the query cache holds is dropped, so
 * the next member never sees the last one's points, history or certificates — not even for the
 * moment a refetch takes. Data loaded while nobody was signed in (public pages) stays on sign-in.
 */
export function forgetMemberDataWhenSessionEnds(client: QueryClient, store: typeof SessionStore): () => void {
  let memberId = store.get().user?.id ?? null;
  return store.subscribe(() => {
    const next = store.get().user?.id ?? null;
    if (memberId !== null && next !== memberId) client.clear();
    memberId = next;
  });
}
