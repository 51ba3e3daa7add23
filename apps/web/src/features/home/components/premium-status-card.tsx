import type { User } from '@apopunkt/domain/schemas/users';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconCoins, IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useProductName } from '../../../lib/platform-config';

/** Premium status and current premium score (spec §1). */
export function PremiumStatusCard({ user }: { user: User }) {
  const product = useProductName();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>Dein Status</Text>
          {user.isPremium ? (
            <Badge color="yellow.3" leftSection={<IconCrown size={14} aria-hidden="true" />}>
              {product} Premium
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Basis-Mitglied
            </Badge>
          )}
        </Group>
        <Group gap="xs" align="baseline">
          <IconCoins size={22} color="var(--mantine-color-yellow-8)" aria-hidden="true" />
          <Text fz={32} fw={800} lh={1}>
            {user.premiumScore.toLocaleString('de-DE')}
          </Text>
          <Text c="dimmed">Prämienpunkte</Text>
        </Group>
        <Text size="sm" c="dimmed">
          {user.knowledgeScore.toLocaleString('de-DE')} Wissenspunkte gesammelt
        </Text>
        {user.isPremium ? (
          <Button component={Link} to={paths.Premium.href()} variant="light">
            Zu deinem Premium-Bereich
          </Button>
        ) : (
          <Button component={Link} to={paths.BecomePremium.href()}>
            Jetzt kostenlos Premium werden
          </Button>
        )}
      </Stack>
    </Card>
  );
}
