import { Paper, SimpleGrid, Text } from '@mantine/core';

export interface Kpi {
  label: string;
  value: string;
  hint?: string;
}

/** Key figures as cards. */
export function KpiGrid({ items }: { items: Kpi[] }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {items.map((item) => (
        <Paper key={item.label} withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <Text size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text fz={26} fw={700} lh={1.2}>
            {item.value}
          </Text>
          {item.hint && (
            <Text size="xs" c="dimmed">
              {item.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
