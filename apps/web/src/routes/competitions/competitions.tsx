import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/ui/page-header';
import { CompetitionBanner, CompetitionTiles } from '../../features/competitions';
import { RedeemCodeTile } from '../../features/redeem-code';
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
