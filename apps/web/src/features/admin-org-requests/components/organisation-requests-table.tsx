import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { AdminOrganisationRequest } from '@apopunkt/domain/schemas/organisation-requests';
import { Button, Group, Table, Text } from '@mantine/core';
import { ScrollableTable } from '../../../components/ui/scrollable-table';

interface OrganisationRequestsTableProps {
  requests: AdminOrganisationRequest[];
  approvingId: number | null;
  onApprove: (request: AdminOrganisationRequest) => void;
  onReject: (request: AdminOrganisationRequest) => void;
}

/** Requested workplaces with who asked; pending ones can be approved or rejected. */
export function OrganisationRequestsTable({
  requests,
  approvingId,
  onApprove,
  onReject,
}: OrganisationRequestsTableProps) {
  return (
    <ScrollableTable minWidth={760}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Eingegangen</Table.Th>
            <Table.Th>Organisation</Table.Th>
            <Table.Th>Nutzer*in</Table.Th>
            <Table.Th>Entscheidung</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>{formatGermanDate(request.createdAt)}</Table.Td>
              <Table.Td>
                <Text fw={600}>{request.name}</Text>
                <Text size="xs" c="dimmed">
                  {request.street}, {request.zip} {request.city}
                </Text>
              </Table.Td>
              <Table.Td>
                {request.user.firstName} {request.user.lastName}
                <Text size="xs" c="dimmed">
                  {request.user.email}
                </Text>
              </Table.Td>
              <Table.Td>
                {request.status === 'pending' ? (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      onClick={() => onApprove(request)}
                      loading={approvingId === request.id}
                      aria-label={`${request.name} freigeben`}
                    >
                      Freigeben
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => onReject(request)}
                      aria-label={`${request.name} ablehnen`}
                    >
                      Ablehnen
                    </Button>
                  </Group>
                ) : (
                  <Text size="sm">
                    {request.decidedAt ? formatGermanDate(request.decidedAt) : ''}
                    {request.rejectionReason ? ` – ${request.rejectionReason}` : ''}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
