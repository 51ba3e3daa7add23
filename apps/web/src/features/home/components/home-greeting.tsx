import { jobLabel } from '@apopunkt/domain/rules/job-labels';
import type { User } from '@apopunkt/domain/schemas/users';
import { Group, Stack, Text, Title } from '@mantine/core';
import { UserAvatar } from '../../../components/ui/user-avatar';

/** "Hallo Paula!" with the user's job (spec §1). */
export function HomeGreeting({ user }: { user: User }) {
  return (
    <Group gap="md" wrap="nowrap">
      <UserAvatar gender={user.gender} size={64} />
      <Stack gap={2}>
        <Title order={1}>Hallo {user.firstName}!</Title>
        {user.job && <Text c="dimmed">{jobLabel(user.job, user.gender)}</Text>}
      </Stack>
    </Group>
  );
}
