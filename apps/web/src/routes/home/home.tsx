import { Grid, Stack } from '@mantine/core';
import { Discover } from '../../features/discover/components/discover';
import { HomeGreeting } from '../../features/home/components/home-greeting';
import { HomeShortcuts } from '../../features/home/components/home-shortcuts';
import { PremiumStatusCard } from '../../features/home/components/premium-status-card';
import { usePremiumRefresh } from '../../features/home/hooks/use-premium-refresh';
import { useCurrentUser } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';

/** Home (spec §1, §2): greeting, premium status and score, shortcuts, then Discover at the empty child path. */
export function Component() {
  usePageTitle('Startseite');
  const user = useCurrentUser();
  usePremiumRefresh(user?.isPremium ?? true);
  if (!user) return null;
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
      <HomeShortcuts user={user} />
      {/* Later releases: quest banner, competition tiles, quests block, weekly challenge, popup (spec §2 Home). */}
      <Discover />
    </Stack>
  );
}
