import { Stack } from '@mantine/core';
import { ContentPending } from '../../components/ui/content-pending';
import { PageHeader } from '../../components/ui/page-header';
import { RedeemCodeTile } from '../../features/redeem-code/components/redeem-code-tile';

/** Gewinnspiele (spec §2): the campaign-code tile; `?code=` opens the redeem dialog prefilled. */
export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader title="Gewinnspiele" />
      <RedeemCodeTile />
      <ContentPending>
        Hier findest du alle laufenden Gewinnspiele. Schließe die zugehörigen Module ab, um teilzunehmen, und verfolge
        deinen Fortschritt.
      </ContentPending>
    </Stack>
  );
}
