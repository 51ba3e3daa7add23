import type { MemberPageData } from '@apopunkt/domain/schemas/member-page-worker';
import type { CurrentPopup } from '@apopunkt/domain/schemas/popups';
import { userSchema } from '@apopunkt/domain/schemas/users';
import { dehydrate } from '@tanstack/react-query';
import { popupQuery } from '../features/popups';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session-store';
import { putHomeData } from '../routes/home/home-data-from-server';
import { tagDates } from './dated-json';
import type { MemberPageState } from './member-page-state';
import { renderRoute } from './render-route';

export interface DrawnMemberPage {
  body: string;
  state: MemberPageState;
}

/**
 * A member's page drawn on the server (the API's member-page worker, member-page-worker.ts) from
 * the data the API read for it: the app's session and query cache are set from it, the page is
 * rendered from the app's routes and components, and the answer carries that data, so the browser
 * takes the page over without asking again. Nothing is fetched. Renders run one at a time: the
 * session and the query cache are the app's singletons.
 */
export async function renderMemberPage(path: string, data: MemberPageData): Promise<DrawnMemberPage> {
  try {
    const user = userSchema.parse(data.me);
    sessionStore.drawFor({ access: data.access, user });
    putHomeData(queryClient, data);
    const body = await renderRoute(path);
    const queries = dehydrate(queryClient, { serializeData: tagDates });
    const popup = queryClient.getQueryData<CurrentPopup>(popupQuery.queryKey)?.popup;
    return {
      body,
      state: {
        user: tagDates(user) as typeof user,
        queries,
        popupViewRecorded: data.popupViewRecorded && popup ? popup.uuid : null,
      },
    };
  } finally {
    queryClient.clear();
    sessionStore.drawFor(null);
  }
}
