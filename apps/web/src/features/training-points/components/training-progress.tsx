import type { TrainingPoints } from '@apopunkt/domain/schemas/training-points';
import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';

/** Points of the last three years towards the chamber's 100. */
export function TrainingProgress({ account }: { account: TrainingPoints }) {
  return (
    <Paper component="section" aria-labelledby="progress-title" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="progress-title">
          Dein Fortschritt
        </Title>
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Text fz={32} fw={700} lh={1}>
            {account.points}{' '}
            <Text span c="dimmed" fz="lg">
              von {account.goal} Punkten
            </Text>
          </Text>
          <Text fw={600} c={account.reached ? 'teal.8' : undefined}>
            {account.reached ? 'Ziel erreicht!' : `Noch ${account.missing} Punkte bis zum Ziel`}
          </Text>
        </Group>
        <Progress
          value={account.percent}
          size="xl"
          radius="xl"
          color={account.reached ? 'teal' : 'blue'}
          aria-label={`Fortbildungspunkte: ${account.points} von ${account.goal}`}
        />
        <Text size="sm" c="dimmed">
          Es zählen die Fortbildungspunkte der letzten drei Jahre. Für das freiwillige Fortbildungszertifikat deiner
          Apothekerkammer brauchst du {account.goal} Punkte in drei Jahren.
        </Text>
      </Stack>
    </Paper>
  );
}
