import {
  BENEFIT_DECISION_STATUSES,
  BENEFIT_FILTER_LABELS,
  BENEFIT_REQUEST_FILTERS,
  BENEFIT_STATUS_LABELS,
  type BenefitDecisionStatus,
  type BenefitRequestFilter,
  type BenefitRequestStatus,
} from '@apopunkt/domain/constants/rewards';
import { canSetBenefitStatus } from '@apopunkt/domain/rules/benefit-requests';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { AdminBenefitRequest } from '@apopunkt/domain/schemas/benefits';
import { Button, Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { useAdminBenefitRequests } from '../api/get-admin-benefit-requests';
import { BenefitDecisionDialog } from './benefit-decision-dialog';

const next = (from: BenefitRequestStatus) => BENEFIT_DECISION_STATUSES.filter((to) => canSetBenefitStatus(from, to));

/**
 * Staff process benefit requests: filter by status, approve, reject, mark fulfilled. It opens on
 * the requests still to work on, the queue the admin dashboard counts.
 */
export function BenefitRequestsAdmin() {
  const [status, setStatus] = useState<BenefitRequestFilter>('pending');
  const requests = useAdminBenefitRequests(status);
  const [decision, setDecision] = useState<{ request: AdminBenefitRequest; status: BenefitDecisionStatus } | null>(
    null,
  );

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Status"
        value={status}
        onChange={(value) => setStatus(value as BenefitRequestFilter)}
        data={BENEFIT_REQUEST_FILTERS.map((value) => ({ value, label: BENEFIT_FILTER_LABELS[value] }))}
        w="fit-content"
      />
      {requests.isPending && <Skeleton h={160} />}
      {requests.isError && <LoadError error={requests.error} onRetry={() => requests.refetch()} />}
      {requests.data?.results.length === 0 && <EmptyHint title="Keine Anfragen mit diesem Status." />}
      {requests.data && requests.data.results.length > 0 && (
        <ScrollableTable minWidth={860}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Angefragt am</Table.Th>
                <Table.Th>Nutzer*in</Table.Th>
                <Table.Th>Vorteil</Table.Th>
                <Table.Th>Nachricht</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Aktionen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {requests.data.results.map((request) => (
                <Table.Tr key={request.id}>
                  <Table.Td>{formatGermanDate(request.createdAt)}</Table.Td>
                  <Table.Td>
                    {request.user.firstName} {request.user.lastName}
                    <Text size="xs" c="dimmed">
                      {request.user.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{request.benefit.title}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{request.message ?? '–'}</Text>
                  </Table.Td>
                  <Table.Td>{BENEFIT_STATUS_LABELS[request.status]}</Table.Td>
                  <Table.Td>
                    <Group gap="xs">
                      {next(request.status).map((to) => (
                        <Button key={to} size="xs" variant="light" onClick={() => setDecision({ request, status: to })}>
                          {BENEFIT_STATUS_LABELS[to]}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      <BenefitDecisionDialog
        request={decision?.request ?? null}
        status={decision?.status ?? null}
        onClose={() => setDecision(null)}
      />
    </Stack>
  );
}
