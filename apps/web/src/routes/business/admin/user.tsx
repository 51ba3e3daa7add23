import { Alert, Anchor, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  EmployeeCard,
  FieldServiceCard,
  PermissionsMatrix,
  PointsCard,
  SubscriptionsCard,
  UserFlagsCard,
  UserProfileCard,
  UserStatusBadges,
  useAdminUser,
} from '../../../features/admin-users';
import { errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';

/** /business/admin/users/:id (staff): profile, points corrections, flags, permissions, subscriptions, employment. */
export function Component() {
  const id = Number(useParams().id);
  const query = useAdminUser(id);
  const user = query.data;
  usePageTitle(user ? `Nutzer ${user.firstName} ${user.lastName}` : 'Nutzer');

  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.AdminUsers.href()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          Zurück zur Nutzerliste
        </Group>
      </Anchor>
      {query.isPending && (
        <Center py="xl">
          <Loader aria-label="Nutzer wird geladen" />
        </Center>
      )}
      {query.isError && (
        <Alert color="red" role="alert">
          {errorMessage(query.error)}
        </Alert>
      )}
      {user && (
        <>
          <Stack gap={4}>
            <Title order={1}>
              {user.firstName} {user.lastName}
            </Title>
            <Text c="dimmed">{user.email}</Text>
            <UserStatusBadges user={user} />
          </Stack>
          <UserProfileCard user={user} />
          <PointsCard user={user} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <UserFlagsCard user={user} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <EmployeeCard user={user} />
            </Grid.Col>
          </Grid>
          <PermissionsMatrix key={JSON.stringify(user.grants)} user={user} />
          <SubscriptionsCard user={user} />
          {user.job === 'CFR' && <FieldServiceCard userId={user.id} />}
        </>
      )}
    </Stack>
  );
}
