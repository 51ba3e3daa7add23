import { CAN_VIEW_COMPETITIONS, CAN_VIEW_QUESTS } from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import { Grid, Stack } from '@mantine/core';
import { CompetitionTiles } from '../../features/competitions';
import { Discover } from '../../features/discover';
import { HomeGreeting, HomeShortcuts, PremiumStatusCard, usePremiumRefresh } from '../../features/home';
import { PopupModal } from '../../features/popups';
import { HomeQuestBanner, HomeQuestsBlock, WeeklyChallengeBanner } from '../../features/quests';
import { TeamInvitation } from '../../features/team';
import { useCurrentUser } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';

/**
 * Home (spec §1, §2): greeting, premium status and score, the quest banner, shortcuts, competition
 * tiles (special and normal, with CAN_VIEW_COMPETITIONS), the quests block (CAN_VIEW_QUESTS), the
 * weekly challenge banner, Discover at the empty child path and the popup modal; the recommendations
 * of the member's pharmacy owner with the one-time team-visibility question (issue 37 §4).
 */
export function Component() {
  usePageTitle('Startseite');
  const user = useCurrentUser();
  usePremiumRefresh(user?.isPremium ?? true);
  if (!user) return null;
  const competitions = hasPermission(user, CAN_VIEW_COMPETITIONS);
  const quests = hasPermission(user, CAN_VIEW_QUESTS);
  // The popup sits beside the stack, not in it: drawn in place (not through a portal), it would
  // add the stack's gap below the page.
  return (
    <>
      <Stack gap="xl">
        <Grid gap="lg" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <HomeGreeting user={user} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <PremiumStatusCard user={user} />
          </Grid.Col>
        </Grid>
        {quests && <HomeQuestBanner />}
        <TeamInvitation />
        <HomeShortcuts user={user} />
        {competitions && <CompetitionTiles title="Besondere Gewinnspiele" special />}
        {competitions && <CompetitionTiles title="Gewinnspiele" special={false} />}
        {quests && <HomeQuestsBlock />}
        {quests && <WeeklyChallengeBanner />}
        <Discover />
      </Stack>
      <PopupModal viewer={user} />
    </>
  );
}
