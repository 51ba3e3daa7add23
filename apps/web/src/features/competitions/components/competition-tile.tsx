import { showsProgressLabel } from '@apopunkt/domain/rules/competitions';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { Competition } from '@apopunkt/domain/schemas/competitions';
import { Card, Image, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import cardLink from '../../../components/ui/card-link.module.css';
import { paths } from '../../../config/paths';

/**
 * A competition tile (spec §3): thumbnail, name, end date and the member's progress (label from
 * 10 %). The link is the name (named "Gewinnspiel <name>", all of it shown but the first word) and
 * covers the tile (components/ui/card-link.module.css).
 */
export function CompetitionTile({
  competition,
  headingOrder = 3,
}: {
  competition: Competition;
  headingOrder?: 2 | 3 | 4;
}) {
  const progress = competition.participation?.progress ?? null;
  return (
    <Card withBorder radius="md" padding="sm" className={cardLink.card} data-testid="competition-tile">
      <Card.Section>
        <Image src={competition.thumbnailImage ?? undefined} alt="" h={150} fallbackSrc="/favicon.svg" />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Title order={headingOrder} size="h5" lineClamp={2}>
          <Link to={paths.Competition.href(competition.slug ?? competition.id)} className={cardLink.link}>
            <VisuallyHidden>Gewinnspiel </VisuallyHidden>
            {competition.name}
          </Link>
        </Title>
        <Text size="sm" c="dimmed">
          Endet am {formatGermanDate(competition.endsAt)}
        </Text>
        {progress !== null && (
          <>
            <Progress value={progress} aria-label={`Fortschritt ${progress} %`} />
            {showsProgressLabel(progress) && <Text size="xs">{progress} % geschafft</Text>}
          </>
        )}
        {progress === null && (
          <Text size="xs" c="dimmed">
            Noch nicht dabei
          </Text>
        )}
      </Stack>
    </Card>
  );
}
