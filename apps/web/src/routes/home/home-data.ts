import { CAN_VIEW_COMPETITIONS, CAN_VIEW_QUESTS } from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import { competitionsQuery } from '../../features/competitions';
import { adGroupQuery, EDITORS_PICKS_GROUP_ID, LATEST_ROWS, latestModulesQuery } from '../../features/discover';
import { popupQuery } from '../../features/popups';
import { questsQuery } from '../../features/quests';
import { queryClient } from '../../lib/query-client';
import { signedInUser } from '../../lib/session-lifecycle';

/**
 * Starts Home's queries while Home's code is still loading (render-as-you-fetch): the route's
 * loader calls it once the guard let the member in, so the data (the quest banner, Home's largest
 * picture, first) is on its way before Home renders. The components ask the same queries; what has
 * arrived or is in flight is not fetched again. Settles when all have (a failed one included).
 */
export async function prefetchHomeData(): Promise<void> {
  const user = signedInUser();
  if (!user) return;
  const queries: Promise<void>[] = [];
  if (hasPermission(user, CAN_VIEW_QUESTS)) queries.push(queryClient.prefetchQuery(questsQuery));
  if (hasPermission(user, CAN_VIEW_COMPETITIONS)) queries.push(queryClient.prefetchQuery(competitionsQuery));
  queries.push(queryClient.prefetchQuery(adGroupQuery(EDITORS_PICKS_GROUP_ID)));
  for (const row of LATEST_ROWS) queries.push(queryClient.prefetchQuery(latestModulesQuery(row)));
  queries.push(queryClient.prefetchQuery(popupQuery));
  await Promise.all(queries);
}

/**
 * What Home's first paint must hold, awaited by Home's route (issue 36): the popup, so that it opens
 * with the page, not a moment after it (after a sign-in, say). A failed load shows none (spec §8).
 */
export async function loadHomeFirstPaint(): Promise<void> {
  if (signedInUser()) await queryClient.prefetchQuery(popupQuery);
}
