import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { AdminUserDetail } from '@apopunkt/domain/schemas/admin-users';
import { Alert, Button, Group, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useConfirmJob } from '../api/confirm-job';

/** A job the user changed after verification waits for staff: Rx content stays closed until confirmed. */
export function JobConfirmation({ user }: { user: AdminUserDetail }) {
  const confirm = useConfirmJob(user.id);
  if (!user.jobConfirmationPendingSince) return null;
  return (
    <Alert color="yellow" title="Berufsänderung prüfen">
      <Text size="sm" mb="xs">
        Der Beruf wurde am {formatGermanDate(user.jobConfirmationPendingSince)} auf {user.job ?? '–'} geändert.
        Verschreibungspflichtige Inhalte bleiben gesperrt, bis du den Beruf bestätigst.
      </Text>
      <Group>
        <Button
          size="xs"
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(undefined, {
              onSuccess: () => notify.success('Der Beruf ist bestätigt.'),
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        >
          Beruf bestätigen
        </Button>
      </Group>
    </Alert>
  );
}
