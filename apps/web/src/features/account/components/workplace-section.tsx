import { organisationTypeLabel } from '@apopunkt/domain/constants/organisations';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { User } from '@apopunkt/domain/schemas/users';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { formatAddress } from '../../../components/organisation-picker/organisation-picker';
import { AccountSection } from './account-section';
import { VerificationLetter } from './verification-letter';
import { WorkplaceEditor } from './workplace-editor';

function CurrentWorkplace({ employee }: { employee: User['employee'] }) {
  const organisation = employee?.organisation;
  const request = employee?.creationRequest;
  if (organisation) {
    return (
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{organisation.name}</Text>
          <Badge variant="outline" color={employee.isVerified ? 'teal.9' : 'red.9'}>
            {employee.isVerified ? 'Anstellung bestätigt' : 'Anstellung nicht bestätigt'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {organisationTypeLabel(organisation.type)} · {formatAddress(organisation.address)}
        </Text>
      </Stack>
    );
  }
  if (request) {
    return (
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{request.name}</Text>
          <Badge variant="light" color="gray">
            Wird geprüft
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {request.street}, {request.zip} {request.city}. Wir prüfen deine Anfrage und melden uns bei dir.
        </Text>
      </Stack>
    );
  }
  return <Text>Du hast derzeit keine Arbeitsstätte angegeben.</Text>;
}

/**
 * The employer, its verification state, a change of workplace and the verification letter; once
 * the employment is confirmed, `premiumStep` (the premium feature's next step, from the page).
 */
export function WorkplaceSection({ user, premiumStep }: { user: User; premiumStep?: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const changedAt = user.employee?.lastOrganisationChangeAt;

  return (
    <AccountSection
      id="arbeitsplatz"
      title="Arbeitsplatz"
      description="Mit einer bestätigten Anstellung in einer Apotheke wirst du kostenlos Premium-Mitglied."
    >
      <CurrentWorkplace employee={user.employee} />
      {changedAt && (
        <Text size="xs" c="dimmed">
          Zuletzt geändert am {formatGermanDate(changedAt)}
        </Text>
      )}
      {editing ? (
        <WorkplaceEditor user={user} onDone={() => setEditing(false)} />
      ) : (
        <Group>
          <Button variant="default" onClick={() => setEditing(true)}>
            Arbeitsstätte ändern
          </Button>
        </Group>
      )}
      {!editing && user.employee?.organisation && !user.employee.isVerified && <VerificationLetter user={user} />}
      {!editing && user.employee?.isVerified && premiumStep}
    </AccountSection>
  );
}
