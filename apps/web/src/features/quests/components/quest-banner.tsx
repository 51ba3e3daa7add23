import type { Quest } from '@apopunkt/domain/schemas/quests';
import { Anchor, Box, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FramedImage, screenImage } from '../../../components/ui/framed-image';
import { paths } from '../../../config/paths';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { QuestCountdown } from './quest-countdown';

export const QUEST_BANNER_MAX_HEIGHT = 300;

/** A weekly challenge as a banner (mobile cover on small screens) with the countdown and its bonus. */
export function QuestBanner({ quest, label }: { quest: Quest; label: string }) {
  const small = useSmallScreen();
  const image = screenImage(small, { banner: quest.coverImage, tile: quest.coverImageMobile });
  return (
    <Box component="section" aria-label={label} pos="relative">
      <Anchor component={Link} to={paths.Play.href(quest.module.slug)} aria-label={`${label}: ${quest.module.name}`}>
        {image ? (
          <FramedImage {...image} alt="" radius="md" maxHeight={QUEST_BANNER_MAX_HEIGHT} />
        ) : (
          <Text fw={700}>{quest.module.name}</Text>
        )}
      </Anchor>
      <Group gap="xs" mt="xs" justify="space-between">
        <Text size="sm">
          {quest.isCompleted ? 'Geschafft! ' : ''}
          {quest.module.name} · {quest.bonus} Bonus-Prämienpunkte
        </Text>
        <QuestCountdown endsAt={quest.endsAt} />
      </Group>
    </Box>
  );
}
