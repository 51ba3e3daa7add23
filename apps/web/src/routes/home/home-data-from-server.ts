import { competitionListSchema } from '@apopunkt/domain/schemas/competitions';
import { adGroupSchema, modulePageSchema } from '@apopunkt/domain/schemas/learning-modules';
import type { HomePageData } from '@apopunkt/domain/schemas/member-page-worker';
import { currentPopupSchema } from '@apopunkt/domain/schemas/popups';
import { questListSchema } from '@apopunkt/domain/schemas/quests';
import type { QueryClient } from '@tanstack/react-query';
import { competitionsQuery } from '../../features/competitions';
import { adGroupQuery, EDITORS_PICKS_GROUP_ID, LATEST_ROWS, latestModulesQuery } from '../../features/discover';
import { popupQuery } from '../../features/popups';
import { questsQuery } from '../../features/quests';

/**
 * Home's data as the API read it for a member's page drawn on the server (the answers of the calls
 * prefetchHomeData makes, home-data.ts), put into `client` under the same query keys and read
 * through the same schemas as the app's own calls. Used by the server's render only.
 */
export function putHomeData(client: QueryClient, data: HomePageData): void {
  if (data.quests !== null) client.setQueryData(questsQuery.queryKey, questListSchema.parse(data.quests));
  if (data.competitions !== null)
    client.setQueryData(competitionsQuery.queryKey, competitionListSchema.parse(data.competitions));
  if (data.editorsPicks !== null)
    client.setQueryData(adGroupQuery(EDITORS_PICKS_GROUP_ID).queryKey, adGroupSchema.parse(data.editorsPicks));
  for (const row of LATEST_ROWS)
    client.setQueryData(latestModulesQuery(row).queryKey, modulePageSchema.parse(data.latest[row]).results);
  client.setQueryData(popupQuery.queryKey, currentPopupSchema.parse(data.popup));
}
