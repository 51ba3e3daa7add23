import type { CompetitionDetail } from '@apopunkt/domain/schemas/competitions';
import { Title } from '@mantine/core';
import { ScreenPicture } from '../../../components/ui/screen-picture';

/**
 * The competition's heading. Its banner carries the name (Home shows the banner alone, spec §2),
 * so with a banner the picture is the heading, named by its alt text, and the name is not written
 * again under it; the picture is shown whole (the page had cropped it to 320 px, cutting its
 * lettering). On phones the tile picture, as elsewhere (ScreenPicture).
 */
export function CompetitionTitle({
  competition,
}: {
  competition: Pick<CompetitionDetail, 'name' | 'bannerImage' | 'thumbnailImage'>;
}) {
  if (!competition.bannerImage) return <Title order={1}>{competition.name}</Title>;
  return (
    <Title order={1} mb="xs">
      <ScreenPicture
        images={{ banner: competition.bannerImage, tile: competition.thumbnailImage }}
        alt={competition.name}
        radius="md"
        fit="contain"
      />
    </Title>
  );
}
