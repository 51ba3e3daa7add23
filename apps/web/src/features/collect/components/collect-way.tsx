import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface CollectWayProps {
  icon: Icon;
  title: string;
  children: ReactNode;
  action: ReactNode;
}

/** One way to collect points: what it is, what it brings and where to start. */
export function CollectWay({ icon: WayIcon, title, children, action }: CollectWayProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-label={title}>
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ThemeIcon size={44} radius="xl" variant="light" aria-hidden="true">
            <WayIcon size={24} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm">{children}</Text>
          </Stack>
        </Group>
        {action}
      </Group>
    </Card>
  );
}
