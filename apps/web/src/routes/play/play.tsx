import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { ModuleRatingCard } from '../../features/module-rating';
import { Player } from '../../features/player';

/** The module player (spec §2); a new slug mounts a fresh player (the play layout keys it too). */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <Stack gap="xl">
      <Player key={slug} slug={slug} />
      <ModuleRatingCard key={`rating-${slug}`} slug={slug} />
    </Stack>
  );
}
