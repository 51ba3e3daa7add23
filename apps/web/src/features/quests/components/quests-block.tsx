import type { Quest } from '@apopunkt/domain/schemas/quests';
import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { TileRow } from '../../../components/ui/tile-row';
import { paths } from '../../../config/paths';
import { QuestCountdown } from './quest-countdown';

/** What is left to do for the challenge's bonus, or that it was paid (issue 36). */
function questNote(quest: Quest): string {
  if (!quest.isCompleted) return 'Schließe das Modul bis zum Ende der Challenge ab, um den Bonus zu erhalten.';
  if (quest.bonus <= 0) return 'Du hast die Challenge geschafft.';
  return `Du hast die Challenge geschafft und ${quest.bonus.toLocaleString('de-DE')} Bonus-Prämienpunkte erhalten.`;
}

/** The quests block on Home (CAN_VIEW_QUESTS): every running weekly challenge with its bonus. */
export function QuestsBlock({ quests }: { quests: Quest[] }) {
  if (quests.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="quests-heading">
      <Title order={2} size="h3" id="quests-heading">
        Weekly-Challenges
      </Title>
      <TileRow label="Weekly-Challenges" cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
        {quests.map((q) => (
          <Card key={q.id} withBorder radius="md" component={Link} to={paths.Play.href(q.module.slug)}>
            <Card.Section>
              <Image src={q.coverImageMobile ?? q.coverImage ?? undefined} alt="" h={140} fallbackSrc="/favicon.svg" />
            </Card.Section>
            <Stack gap={6} mt="sm">
              <Title order={3} size="h5">
                {q.module.name}
              </Title>
              <Group gap="xs">
                <Badge variant="light" color={q.isCompleted ? 'teal' : 'blue'}>
                  {q.isCompleted ? 'Abgeschlossen' : `+${q.bonus} Prämienpunkte`}
                </Badge>
                <QuestCountdown endsAt={q.endsAt} />
              </Group>
              <Text size="xs" c="dimmed">
                {questNote(q)}
              </Text>
            </Stack>
          </Card>
        ))}
      </TileRow>
    </Stack>
  );
}
