import { isProfessionalJob } from '@apopunkt/domain/constants/jobs';
import type { User } from '@apopunkt/domain/schemas/users';
import { Alert, Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Whether step 1 is complete: a professional job, a confirmed e-mail and a workplace from our list. */
export function workplaceStepDone(user: User): boolean {
  return isProfessionalJob(user.job) && user.isEmailConfirmed && !!user.employee?.organisation;
}

interface WorkplaceStepProps {
  user: User;
  /** The workplace editor (organisation search or a request for a missing one). */
  editor: ReactNode;
  onNext: () => void;
}

/** Step 1: job, e-mail and workplace; each item says what is missing. */
export function WorkplaceStep({ user, editor, onNext }: WorkplaceStepProps) {
  const organisation = user.employee?.organisation;
  const request = user.employee?.creationRequest;
  return (
    <Stack gap="md">
      <List spacing="xs">
        <List.Item>
          Beruf: {isProfessionalJob(user.job) ? 'angegeben' : 'bitte gib in deinem Konto einen Apothekenberuf an'}
          {!isProfessionalJob(user.job) && (
            <Anchor component={Link} to={paths.Account.href()} ml="xs">
              Zum Konto
            </Anchor>
          )}
        </List.Item>
        <List.Item>E-Mail-Adresse: {user.isEmailConfirmed ? 'bestätigt' : 'noch nicht bestätigt'}</List.Item>
        <List.Item>
          Arbeitsplatz: {organisation ? organisation.name : request ? `${request.name} (wird geprüft)` : 'fehlt'}
        </List.Item>
      </List>
      {request && !organisation && (
        <Alert color="blue" variant="light">
          Wir prüfen deine Anfrage für {request.name}. Sobald wir sie freigegeben haben, geht es hier weiter.
        </Alert>
      )}
      <Text fw={600}>{organisation ? 'Arbeitsplatz ändern' : 'Arbeitsplatz wählen'}</Text>
      {editor}
      <Group>
        <Button onClick={onNext} disabled={!workplaceStepDone(user)}>
          Weiter
        </Button>
      </Group>
    </Stack>
  );
}
