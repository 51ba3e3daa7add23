import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { useMyBenefitRequests } from '../api/get-my-benefit-requests';
import { BenefitStatusBadge } from './benefit-status-badge';

/** 'Meine Anfragen': status and staff's answer for every request. */
export function MyBenefitRequests() {
  const requests = useMyBenefitRequests();
  return (
    <Stack gap="md" component="section" aria-labelledby="benefit-requests-heading">
      <Title order={2} id="benefit-requests-heading">
        Meine Anfragen
      </Title>
      {requests.isPending && <Skeleton h={100} />}
      {requests.isError && <LoadError error={requests.error} onRetry={() => requests.refetch()} />}
      {requests.data?.results.length === 0 && <EmptyHint title="Du hast noch keine Vorteile angefragt." />}
      {requests.data && requests.data.results.length > 0 && (
        <ScrollableTable minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Vorteil</Table.Th>
                <Table.Th>Angefragt am</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Antwort</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.results.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>{request.benefit.title}</Table.Td>
                  <Table.Td>{formatGermanDate(request.createdAt)}</Table.Td>
                  <Table.Td>
                    <BenefitStatusBadge status={request.status} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{request.note ?? '–'}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
  );
}
