import type { DrawnPageData } from '@apopunkt/domain/schemas/member-page-worker';
import { platformConfigSchema } from '@apopunkt/domain/schemas/platform';
import type { CurrentPopup } from '@apopunkt/domain/schemas/popups';
import { userSchema } from '@apopunkt/domain/schemas/users';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { popupQuery } from '../features/popups';
import { platformConfigQuery } from '../lib/platform-config';
import { queryClient } from '../lib/query-client';
import { sessionStore } from '../lib/session-store';
import { putModuleDashboardData } from '../routes/business/module-data-from-server';
import { putHomeData } from '../routes/home/home-data-from-server';
import { tagDates } from './dated-json';
import type { MemberPageState } from './member-page-state';
import { renderRoute } from './render-route';

export interface DrawnMemberPage {
  body: string;
  state: MemberPageState;
  /** The page's title after the product name when the data names it (a module's name). */
  title?: string;
}

/** Puts the page's data into the query cache as the app's own calls would; answers the title the data names. */
function putPageData(client: QueryClient, data: DrawnPageData): string | undefined {
  client.setQueryData(platformConfigQuery.queryKey, platformConfigSchema.parse(data.config));
  if (data.kind === 'moduleDashboard') return putModuleDashboardData(client, data);
  putHomeData(client, data);
  return undefined;
}

/**
 * A signed-in person's page drawn on the server (the API's member-page worker,
 * member-page-worker.ts; the pages: domain rules/drawn-pages.ts) from the data the API read for it:
 * the app's session and query cache are set from it, the page is rendered from the app's routes and
 * components, and the answer carries that data, so the browser takes the page over without asking
 * again. Nothing is fetched. Renders run one at a time: the session and the query cache are the
 * app's singletons.
 */
export async function renderMemberPage(path: string, data: DrawnPageData): Promise<DrawnMemberPage> {
  try {
    const user = userSchema.parse(data.me);
    sessionStore.drawFor({ access: data.access, user });
    const title = putPageData(queryClient, data);
    const body = await renderRoute(path);
    const queries = dehydrate(queryClient, { serializeData: tagDates });
    const popup = queryClient.getQueryData<CurrentPopup>(popupQuery.queryKey)?.popup;
    const popupViewRecorded = data.kind === 'home' && data.popupViewRecorded && popup ? popup.uuid : null;
    return { body, title, state: { user: tagDates(user) as typeof user, queries, popupViewRecorded } };
  } finally {
    queryClient.clear();
    sessionStore.drawFor(null);
  }
}
