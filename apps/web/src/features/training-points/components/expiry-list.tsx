import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { TrainingPoints } from '@apopunkt/domain/schemas/training-points';
import { List, Paper, Stack, Text, Title } from '@mantine/core';

/** Which points stop counting when (one line per day), earliest first. */
export function ExpiryList({ expiries }: { expiries: TrainingPoints['expiries'] }) {
  return (
    <Paper component="section" aria-labelledby="expiry-title" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" id="expiry-title">
          Wann Punkte verfallen
        </Title>
        {expiries.length === 0 ? (
          <Text c="dimmed">Zurzeit verfallen keine Punkte.</Text>
        ) : (
          <List spacing="xs">
            {expiries.map((expiry) => (
              <List.Item key={expiry.date}>
                <Text span fw={600}>
                  {expiry.points} {expiry.points === 1 ? 'Punkt' : 'Punkte'}
                </Text>{' '}
                zählen bis zum {formatGermanDate(expiry.date)}.
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
