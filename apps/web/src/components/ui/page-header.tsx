import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/page-title';

/** The page's h1 with an optional subtitle; also sets the document title (product prefix). */
export function PageHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {subtitle && (
        <Text size="lg" c="dimmed">
          {subtitle}
        </Text>
      )}
      {children}
    </Stack>
  );
}
