import { dehydrate } from '@tanstack/react-query';
import { loadCurrentUser } from '../lib/auth';
import { platformConfigQuery } from '../lib/platform-config';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session-store';
import { tagDates } from './dated-json';
import type { MemberPageState } from './member-page-state';
import { renderRoute } from './render-route';

/**
 * A member's page drawn on the server (the API's member-page worker, member-page-worker.ts): the
 * app signs in with the short-lived access token the API made for this render, loads the member and
 * the page's data through its own calls, and renders the page once everything has arrived. The
 * answer carries that data, so the browser takes the page over without asking again. Renders run
 * one at a time: the session and the query cache are the app's singletons.
 */
export async function renderMemberPage(
  path: string,
  access: string,
): Promise<{ body: string; state: MemberPageState }> {
  try {
    // An access token only: a render never rotates the member's session (it has no refresh cookie).
    sessionStore.setAccess(access);
    const user = await loadCurrentUser();
    await queryClient.prefetchQuery(platformConfigQuery);
    const body = await renderRoute(path);
    const queries = dehydrate(queryClient, { serializeData: tagDates });
    return { body, state: { user: tagDates(user) as typeof user, queries } };
  } finally {
    queryClient.clear();
    sessionStore.clear();
  }
}
