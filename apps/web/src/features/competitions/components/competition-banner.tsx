import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { FramedImage, IMAGE_RATIO } from '../../../components/ui/framed-image';
import { paths } from '../../../config/paths';
import { useCompetitionBanner } from '../api/get-competition-banner';

/** The banner of the newest running (special or normal) competition, linked to it; nothing when none runs. */
export function CompetitionBanner({ isSpecial }: { isSpecial: boolean }) {
  const banner = useCompetitionBanner(isSpecial);
  const data = banner.data?.banner;
  if (!data?.bannerImage) return null;
  return (
    <Anchor component={Link} to={paths.Competition.href(data.slug ?? data.id)} aria-label="Zum Gewinnspiel">
      <FramedImage src={data.bannerImage} alt="" radius="md" ratio={IMAGE_RATIO.banner} maxHeight={260} />
    </Anchor>
  );
}
