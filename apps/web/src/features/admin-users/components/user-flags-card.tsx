import type { AdminUserDetail } from '@apopunkt/domain/schemas/admin-users';
import { Stack, Switch, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { FLAG_LABELS, type UserFlag } from '../labels';
import { DetailCard } from './detail-card';

const FLAGS = Object.keys(FLAG_LABELS) as UserFlag[];
const ROLE_FLAGS: UserFlag[] = ['isStaff', 'isSuperuser'];
const SELF_LOCKED: UserFlag[] = ['isActive', 'isStaff', 'isSuperuser'];

/** Account flags; each switch saves at once. Roles only by superusers, never against oneself. */
export function UserFlagsCard({ user }: { user: AdminUserDetail }) {
  const actor = useCurrentUser();
  const update = useUpdateAdminUser(user.id);

  function locked(flag: UserFlag): boolean {
    if (ROLE_FLAGS.includes(flag) && !actor?.isSuperuser) return true;
    if (user.isSuperuser && !actor?.isSuperuser) return true;
    return actor?.id === user.id && SELF_LOCKED.includes(flag);
  }

  function toggle(flag: UserFlag, value: boolean) {
    update.mutate(
      { [flag]: value },
      {
        onSuccess: () => notify.success(`${FLAG_LABELS[flag]}: ${value ? 'eingeschaltet' : 'ausgeschaltet'}.`),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  return (
    <DetailCard title="Kontoeinstellungen">
      <Stack gap="xs">
        {FLAGS.map((flag) => (
          <Switch
            key={flag}
            label={FLAG_LABELS[flag]}
            checked={update.isPending && update.variables?.[flag] !== undefined ? !!update.variables[flag] : user[flag]}
            disabled={locked(flag) || update.isPending}
            onChange={(event) => toggle(flag, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      {!actor?.isSuperuser && (
        <Text size="xs" c="dimmed">
          Staff- und Superuser-Rechte können nur Superuser vergeben.
        </Text>
      )}
    </DetailCard>
  );
}
