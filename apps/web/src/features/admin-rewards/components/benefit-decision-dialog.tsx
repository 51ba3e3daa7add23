import { BENEFIT_STATUS_LABELS, type BenefitDecisionStatus } from '@apopunkt/domain/constants/rewards';
import type { AdminBenefitRequest } from '@apopunkt/domain/schemas/benefits';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDecideBenefitRequest } from '../api/decide-benefit-request';

interface BenefitDecisionDialogProps {
  request: AdminBenefitRequest | null;
  status: BenefitDecisionStatus | null;
  onClose: () => void;
}

/** Sets a request's status with an optional note that is mailed to the user. */
export function BenefitDecisionDialog({ request, status, onClose }: BenefitDecisionDialogProps) {
  const [note, setNote] = useState('');
  const decide = useDecideBenefitRequest();

  function close() {
    setNote('');
    onClose();
  }

  function save() {
    if (!request || !status) return;
    const body = note.trim() ? { id: request.id, status, note: note.trim() } : { id: request.id, status };
    decide.mutate(body, {
      onSuccess: () => {
        notify.success(`Die Anfrage wurde als „${BENEFIT_STATUS_LABELS[status]}“ gespeichert.`);
        close();
      },
      onError: (error) => notify.error(errorMessage(error)),
    });
  }

  return (
    <Modal
      opened={request !== null && status !== null}
      onClose={close}
      title={status ? `Anfrage: ${BENEFIT_STATUS_LABELS[status]}` : ''}
      centered
    >
      {request && (
        <Stack>
          <Text size="sm">
            {request.user.firstName} {request.user.lastName} – {request.benefit.title}
          </Text>
          <Textarea
            label="Notiz an die Nutzerin / den Nutzer (optional)"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Abbrechen
            </Button>
            <Button onClick={save} loading={decide.isPending}>
              Speichern
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
