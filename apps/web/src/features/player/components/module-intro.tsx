import type { ModuleDetail } from '@apopunkt/domain/schemas/learning-modules';
import { Anchor, Badge, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ModulePoints } from '../../../components/module-tile/module-points';
import { ModuleTypeLabel } from '../../../components/module-tile/module-type-label';
import { StaffMarkers } from '../../../components/module-tile/staff-markers';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { ModuleStatusNote } from './module-status-note';

/**
 * The player's head: cover, type, name (h1), long name, points, manufacturer and product links and,
 * before the attempt is graded, what the module pays this user; once `graded`, the result says that
 * (one reason, the server's: issue 36).
 */
export function ModuleIntro({ module, graded = false }: { module: ModuleDetail; graded?: boolean }) {
  usePageTitle(module.name);
  const user = useCurrentUser();
  return (
    <Grid gap="lg" align="center">
      <Grid.Col span={{ base: 12, md: module.coverImageSrc ? 7 : 12 }} order={{ base: 2, md: 1 }}>
        <Stack gap="sm">
          <Text size="sm" fw={700} c="apo.8" tt="uppercase">
            <ModuleTypeLabel type={module.type} />
          </Text>
          <Title order={1}>{module.name}</Title>
          {module.longName && module.longName !== module.name && (
            <Text size="lg" c="dimmed">
              {module.longName}
            </Text>
          )}
          <Group gap="sm">
            <ModulePoints module={module} />
            {module.completed && (
              <Badge color="teal" variant="light" leftSection={<IconCircleCheckFilled size={14} aria-hidden="true" />}>
                Abgeschlossen
              </Badge>
            )}
            <StaffMarkers module={module} />
          </Group>
          <Group gap="lg">
            {module.manufacturer && (
              <Anchor component={Link} to={paths.Manufacturer.href(module.manufacturer.slug)} size="sm">
                Hersteller: {module.manufacturer.name}
              </Anchor>
            )}
            {module.product && (
              <Anchor component={Link} to={paths.Loft.href(module.product.slug)} size="sm">
                Zum Produkt
              </Anchor>
            )}
          </Group>
          {!graded && <ModuleStatusNote module={module} viewer={user} />}
        </Stack>
      </Grid.Col>
      {module.coverImageSrc && (
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <Image src={module.coverImageSrc} alt="" radius="md" />
        </Grid.Col>
      )}
    </Grid>
  );
}
