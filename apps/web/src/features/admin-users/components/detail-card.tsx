import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the staff user detail page. */
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const id = `admin-user-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
