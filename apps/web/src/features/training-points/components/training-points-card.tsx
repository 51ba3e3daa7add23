import { CAN_VIEW_CERTIFICATES } from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import type { User } from '@apopunkt/domain/schemas/users';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The way from the account page to the Fortbildungskonto. */
export function TrainingPointsCard({ user }: { user: User }) {
  if (!hasPermission(user, CAN_VIEW_CERTIFICATES)) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="fortbildungskonto-title"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h3" id="fortbildungskonto-title">
            Fortbildungskonto
          </Title>
          <Text c="dimmed" size="sm">
            Deine Fortbildungspunkte der letzten drei Jahre, was wann verfällt, und alle Teilnahmebescheinigungen für
            deine Apothekerkammer.
          </Text>
        </Stack>
        <Button
          component={Link}
          to={paths.TrainingPoints.href()}
          variant="light"
          leftSection={<IconSchool size={16} aria-hidden="true" />}
        >
          Zum Fortbildungskonto
        </Button>
      </Group>
    </Paper>
  );
}
