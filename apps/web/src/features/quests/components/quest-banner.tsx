import type { Quest } from '@apopunkt/domain/schemas/quests';
import { Anchor, Box, Group, Image, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { QuestCountdown } from './quest-countdown';

/** A weekly challenge as a banner (mobile cover on small screens) with the countdown and its bonus. */
export function QuestBanner({ quest, label }: { quest: Quest; label: string }) {
  const small = useMediaQuery('(max-width: 48em)');
  const image = (small ? quest.coverImageMobile : quest.coverImage) ?? quest.coverImage ?? quest.coverImageMobile;
  return (
    <Box component="section" aria-label={label} pos="relative">
      <Anchor component={Link} to={paths.Play.href(quest.module.slug)} aria-label={`${label}: ${quest.module.name}`}>
        {image ? (
          <Image src={image} alt="" radius="md" mah={small ? 250 : 300} fit="cover" />
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
