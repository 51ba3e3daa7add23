import type { AdminOrganisationRequest } from '@apopunkt/domain/schemas/organisation-requests';
import { organisationRequestRejectionBodySchema } from '@apopunkt/domain/schemas/organisation-requests';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRejectOrganisationRequest } from '../api/decide-organisation-request';

/** Rejects a request with a reason that is mailed to the user. */
export function RejectRequestDialog({
  request,
  onClose,
}: {
  request: AdminOrganisationRequest | null;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectOrganisationRequest();

  function close() {
    setReason('');
    setError(null);
    onClose();
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (!request) return;
    const parsed = organisationRequestRejectionBodySchema.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Bitte gib einen Grund an.');
    reject.mutate(
      { id: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify.success('Die Anfrage wurde abgelehnt.');
          close();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  }

  return (
    <Modal opened={request !== null} onClose={close} title={request ? `${request.name} ablehnen` : ''} centered>
      <form onSubmit={send} noValidate>
        <Stack>
          <Textarea
            label="Grund (wird der Nutzerin / dem Nutzer geschickt)"
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={error}
            required
            autosize
            minRows={3}
            maxLength={1000}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Abbrechen
            </Button>
            <Button type="submit" color="red" loading={reject.isPending}>
              Ablehnen
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
