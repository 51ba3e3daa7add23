import { Paper, Text, ThemeIcon } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * An honest placeholder for content that arrives in a later release: what the page is for, and
 * that it is being prepared. Never fake data.
 */
export function ContentPending({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder p="xl" radius="md" bg="var(--mantine-color-gray-0)">
      <ThemeIcon size={44} radius="xl" variant="light" mb="md" aria-hidden="true">
        <IconTools size={24} />
      </ThemeIcon>
      <Text mb="xs">{children}</Text>
      <Text c="dimmed" size="sm">
        Dieser Bereich wird gerade vorbereitet und ist bald für dich da.
      </Text>
    </Paper>
  );
}
