import { Paper, Text } from '@mantine/core';

/** One figure of the points summary with its explanation. */
export function SummaryFigure({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value.toLocaleString('de-DE')}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}
