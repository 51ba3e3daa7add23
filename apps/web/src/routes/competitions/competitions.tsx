import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { CompetitionBanner } from '../../features/competitions/components/competition-banner';
import { CompetitionTiles } from '../../features/competitions/components/competition-tiles';
import { RedeemCodeTile } from '../../features/redeem-code/components/redeem-code-tile';
import { usePageTitle } from '../../lib/page-title';

/** Gewinnspiele (spec §2): the banner, the running competitions as tiles and the campaign-code tile. */
export function Component() {
  usePageTitle('Gewinnspiele');
  return (
    <Stack gap="lg">
      <PageHeader title="Gewinnspiele" />
      <CompetitionBanner isSpecial />
      <CompetitionTiles />
      <RedeemCodeTile />
    </Stack>
  );
}
