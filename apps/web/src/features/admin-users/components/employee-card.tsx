import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { AdminUserDetail } from '@apopunkt/domain/schemas/admin-users';
import type { Organisation } from '@apopunkt/domain/schemas/users';
import { Badge, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { formatAddress, OrganisationPicker } from '../../../components/organisation-picker/organisation-picker';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useVerifyEmployee } from '../api/verify-employee';
import { DetailCard } from './detail-card';
import { JobConfirmation } from './job-confirmation';

function Workplace({ employee }: { employee: AdminUserDetail['employee'] }) {
  if (employee?.organisation) {
    const { organisation } = employee;
    return (
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>{organisation.name}</Text>
          {!organisation.isVerified && (
            <Badge color="orange" variant="light">
              Organisation nicht verifiziert
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {formatAddress(organisation.address)}
        </Text>
      </Stack>
    );
  }
  if (employee?.creationRequest) {
    const request = employee.creationRequest;
    return (
      <Text size="sm">
        Angefragte Apotheke: {request.name}, {request.street}, {request.zip} {request.city}
      </Text>
    );
  }
  return <Text size="sm">Keine Arbeitsstätte angegeben.</Text>;
}

/** Employment and 'Mitarbeiter verifizieren' (optionally at another organisation). */
export function EmployeeCard({ user }: { user: AdminUserDetail }) {
  const verify = useVerifyEmployee(user.id);
  const [other, setOther] = useState<Organisation | null>(null);
  const [verifyOrganisation, setVerifyOrganisation] = useState(false);
  const employee = user.employee;
  const unverifiedOrganisation = !other && employee?.organisation && !employee.organisation.isVerified;

  function submit() {
    verify.mutate(
      { organisationId: other?.id, verifyOrganisation: !!unverifiedOrganisation && verifyOrganisation },
      {
        onSuccess: (detail) => {
          setOther(null);
          notify.success(
            detail.isPremium
              ? 'Die Anstellung ist bestätigt, der Nutzer ist jetzt Premium.'
              : 'Die Anstellung ist bestätigt.',
          );
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  return (
    <DetailCard title="Arbeitsplatz">
      <Group gap="xs">
        <Badge color={employee?.isVerified ? 'teal.9' : 'red.9'} variant="outline">
          {employee?.isVerified ? 'Anstellung bestätigt' : 'Anstellung nicht bestätigt'}
        </Badge>
        {employee?.lastOrganisationChangeAt && (
          <Text size="xs" c="dimmed">
            Zuletzt geändert am {formatGermanDate(employee.lastOrganisationChangeAt)}
          </Text>
        )}
      </Group>
      <Workplace employee={employee} />
      <JobConfirmation user={user} />
      <OrganisationPicker
        label="Andere Organisation (optional)"
        description="Leer lassen, um die Anstellung bei der angegebenen Organisation zu bestätigen."
        value={other}
        onChange={setOther}
      />
      {unverifiedOrganisation && (
        <Checkbox
          label="Organisation ebenfalls verifizieren"
          checked={verifyOrganisation}
          onChange={(event) => setVerifyOrganisation(event.currentTarget.checked)}
        />
      )}
      <Group>
        <Button
          leftSection={<IconRosetteDiscountCheck size={16} />}
          onClick={submit}
          loading={verify.isPending}
          disabled={!other && !employee?.organisation}
        >
          Mitarbeiter verifizieren
        </Button>
      </Group>
    </DetailCard>
  );
}
