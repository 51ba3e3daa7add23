import type { Benefit } from '@apopunkt/domain/schemas/benefits';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRequestBenefit } from '../api/request-benefit';

/** Request a benefit with an optional message to the team. */
export function BenefitRequestDialog({ benefit, onClose }: { benefit: Benefit | null; onClose: () => void }) {
  const [message, setMessage] = useState('');
  const request = useRequestBenefit();

  function close() {
    setMessage('');
    onClose();
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (!benefit) return;
    request.mutate(
      { benefitId: benefit.id, message },
      {
        onSuccess: () => {
          notify.success('Deine Anfrage wurde gesendet. Wir melden uns bei dir.');
          close();
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  return (
    <Modal opened={benefit !== null} onClose={close} title={benefit ? `${benefit.title} anfragen` : ''} centered>
      <form onSubmit={send}>
        <Stack>
          <Text size="sm">Wir prüfen deine Anfrage und melden uns per E-Mail bei dir.</Text>
          <Textarea
            label="Nachricht (optional)"
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Abbrechen
            </Button>
            <Button type="submit" loading={request.isPending}>
              Anfrage senden
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
