import { Group, Progress, Stack, Text, Title } from '@mantine/core';

/** A small bar chart as a list: label, bar and count per row. */
export function CountBars({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Noch keine Daten.
        </Text>
      )}
      {rows.map((r) => (
        <Group key={r.label} gap="xs" wrap="nowrap">
          <Text size="sm" w={110} truncate="end">
            {r.label}
          </Text>
          <Progress value={(r.count / max) * 100} style={{ flex: 1 }} aria-label={`${r.label}: ${r.count}`} />
          <Text size="sm" w={48} ta="right">
            {r.count.toLocaleString('de-DE')}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
