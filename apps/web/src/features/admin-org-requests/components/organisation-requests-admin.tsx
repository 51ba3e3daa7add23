import type { AdminOrganisationRequest } from '@apopunkt/domain/schemas/organisation-requests';
import { ORGANISATION_REQUEST_STATUSES } from '@apopunkt/domain/schemas/organisation-requests';
import { SegmentedControl, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useApproveOrganisationRequest } from '../api/decide-organisation-request';
import { type OrganisationRequestStatus, useOrganisationRequests } from '../api/get-organisation-requests';
import { OrganisationRequestsTable } from './organisation-requests-table';
import { RejectRequestDialog } from './reject-request-dialog';

const STATUS_LABELS: Record<OrganisationRequestStatus, string> = {
  pending: 'Offen',
  approved: 'Freigegeben',
  rejected: 'Abgelehnt',
};

/** 'Organisations-Anfragen': approve a requested workplace (it becomes a verified organisation) or reject it. */
export function OrganisationRequestsAdmin() {
  const [status, setStatus] = useState<OrganisationRequestStatus>('pending');
  const requests = useOrganisationRequests(status);
  const approve = useApproveOrganisationRequest();
  const [rejecting, setRejecting] = useState<AdminOrganisationRequest | null>(null);

  function onApprove(request: AdminOrganisationRequest) {
    approve.mutate(request.id, {
      onSuccess: () => notify.success(`${request.name} wurde freigegeben.`),
      onError: (error) => notify.error(errorMessage(error)),
    });
  }

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Status"
        value={status}
        onChange={(value) => setStatus(value as OrganisationRequestStatus)}
        data={ORGANISATION_REQUEST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        w="fit-content"
      />
      {requests.isPending && <Skeleton h={160} />}
      {requests.isError && <LoadError error={requests.error} onRetry={() => requests.refetch()} />}
      {requests.data?.results.length === 0 && <EmptyHint title="Keine Anfragen mit diesem Status." />}
      {requests.data && requests.data.results.length > 0 && (
        <OrganisationRequestsTable
          requests={requests.data.results}
          approvingId={approve.isPending ? (approve.variables ?? null) : null}
          onApprove={onApprove}
          onReject={setRejecting}
        />
      )}
      <RejectRequestDialog request={rejecting} onClose={() => setRejecting(null)} />
    </Stack>
  );
}
