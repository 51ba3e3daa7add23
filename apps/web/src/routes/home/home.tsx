import { CAN_VIEW_COMPETITIONS, CAN_VIEW_QUESTS } from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import { Grid, Stack } from '@mantine/core';
import { CompetitionTiles } from '../../features/competitions/components/competition-tiles';
import { Discover } from '../../features/discover/components/discover';
import { HomeGreeting } from '../../features/home/components/home-greeting';
import { HomeShortcuts } from '../../features/home/components/home-shortcuts';
import { PremiumStatusCard } from '../../features/home/components/premium-status-card';
import { usePremiumRefresh } from '../../features/home/hooks/use-premium-refresh';
import { PopupModal } from '../../features/popups/components/popup-modal';
import { HomeQuestBanner, HomeQuestsBlock } from '../../features/quests/components/home-quests';
import { WeeklyChallengeBanner } from '../../features/quests/components/weekly-challenge-banner';
import { useCurrentUser } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';

/**
 * Home (spec §1, §2): greeting, premium status and score, the quest banner, shortcuts, competition
 * tiles (special and normal, with CAN_VIEW_COMPETITIONS), the quests block (CAN_VIEW_QUESTS), the
 * weekly challenge banner, Discover at the empty child path and the popup modal.
 */
export function Component() {
  usePageTitle('Startseite');
  const user = useCurrentUser();
  usePremiumRefresh(user?.isPremium ?? true);
  if (!user) return null;
  const competitions = hasPermission(user, CAN_VIEW_COMPETITIONS);
  const quests = hasPermission(user, CAN_VIEW_QUESTS);
  return (
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
      <HomeShortcuts user={user} />
      {competitions && <CompetitionTiles title="Besondere Gewinnspiele" special />}
      {competitions && <CompetitionTiles title="Gewinnspiele" special={false} />}
      {quests && <HomeQuestsBlock />}
      {quests && <WeeklyChallengeBanner />}
      <Discover />
      <PopupModal viewer={user} />
    </Stack>
  );
}
