import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AccountSectionProps {
  /** Anchor of the section (/account#id). */
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled block of the account page, reachable by its anchor. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  const headingId = `${id}-title`;
  return (
    <Paper
      component="section"
      id={id}
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
