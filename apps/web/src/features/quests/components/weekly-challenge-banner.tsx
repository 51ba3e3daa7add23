import { Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useQuests } from '../api/get-quests';

/** The weekly challenge banner (spec §3): cover image and module of the current quest, as a compact strip. */
export function WeeklyChallengeBanner() {
  const quests = useQuests();
  const quest = quests.data?.results[0];
  if (!quest) return null;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Weekly-Challenge">
      <Group wrap="nowrap" gap="md">
        {quest.coverImageMobile && (
          <Image src={quest.coverImageMobile} alt="" w={96} h={60} radius="sm" visibleFrom="xs" />
        )}
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>Weekly-Challenge</Text>
          <Text size="sm" truncate="end">
            {quest.module.name}
          </Text>
        </Stack>
        <Button component={Link} to={paths.Play.href(quest.module.slug)} variant="light">
          {quest.isCompleted ? 'Ansehen' : 'Mitmachen'}
        </Button>
      </Group>
    </Paper>
  );
}
