import { CAN_JOIN_COMPETITIONS } from '@apopunkt/domain/constants/permissions';
import { hasPermission } from '@apopunkt/domain/policies';
import type { CompetitionDetail } from '@apopunkt/domain/schemas/competitions';
import { Alert, Button, Checkbox, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useJoinCompetition } from '../api/join-competition';

/**
 * Taking part: accept the conditions once; afterwards the progress the server keeps. Users who may
 * not join (managers, field service: view permissions only) see no join form (issue 36 §9).
 */
export function JoinCompetition({ competition, routeId }: { competition: CompetitionDetail; routeId: string }) {
  const user = useCurrentUser();
  const [accepted, setAccepted] = useState(false);
  const join = useJoinCompetition(routeId);
  const participation = competition.participation;

  if (participation) {
    return (
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600}>Du nimmst teil – dein Fortschritt: {participation.progress} %</Text>
          <Progress value={participation.progress} aria-label={`Fortschritt ${participation.progress} %`} size="lg" />
        </Stack>
      </Paper>
    );
  }
  if (!hasPermission(user, CAN_JOIN_COMPETITIONS)) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        {competition.isOnlyForVerifiedUsers && (
          <Alert color="blue" variant="light">
            An diesem Gewinnspiel können nur verifizierte Mitglieder teilnehmen.
          </Alert>
        )}
        <Checkbox
          label="Ich akzeptiere die Teilnahmebedingungen und habe die Datenschutzhinweise gelesen."
          checked={accepted}
          onChange={(event) => setAccepted(event.currentTarget.checked)}
        />
        <Button
          disabled={!accepted}
          loading={join.isPending}
          onClick={() =>
            join.mutate(undefined, {
              onSuccess: () => notify.success('Du nimmst jetzt am Gewinnspiel teil. Viel Glück!'),
              onError: (error) => notify.error(errorMessage(error)),
            })
          }
        >
          Jetzt teilnehmen
        </Button>
      </Stack>
    </Paper>
  );
}
