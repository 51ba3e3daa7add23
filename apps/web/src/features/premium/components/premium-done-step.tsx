import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Step 4: premium is active; where to go next. */
export function PremiumDoneStep({ product }: { product: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Group gap="sm">
        <ThemeIcon size={40} radius="xl" color="yellow" aria-hidden="true">
          <IconCrown size={24} />
        </ThemeIcon>
        <Text fw={700} size="lg">
          Du bist jetzt {product} PREMIUM Mitglied!
        </Text>
      </Group>
      <Text>Ab sofort sammelst du mit jedem abgeschlossenen Modul Prämienpunkte.</Text>
      <Group>
        <Button component={Link} to={paths.Premium.href()}>
          Zu deinem Premium-Bereich
        </Button>
        <Button component={Link} to={paths.Collect.href()} variant="default">
          Punkte sammeln
        </Button>
      </Group>
    </Stack>
  );
}
