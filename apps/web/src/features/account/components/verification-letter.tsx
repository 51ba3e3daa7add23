import { nextVerificationLetterAt } from '@apopunkt/domain/rules/account';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { User } from '@apopunkt/domain/schemas/users';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRequestVerificationLetter } from '../api/request-verification-letter';

const asDate = (value: string | Date | null) => (value ? new Date(value) : null);

/** 'Verifizierungsbrief anfordern': a letter with a code to the pharmacy's address (one per 14 days). */
export function VerificationLetter({ user }: { user: User }) {
  const request = useRequestVerificationLetter();
  const requestedAt = asDate(user.verificationLetterRequestedAt);
  const nextAt = nextVerificationLetterAt(requestedAt, new Date());

  function send() {
    request.mutate(undefined, {
      onSuccess: () =>
        notify.success('Wir schicken dir einen Brief mit deinem Verifizierungscode an die Adresse deiner Apotheke.'),
      onError: (error) => notify.error(errorMessage(error)),
    });
  }

  return (
    <Alert variant="light" color="blue" icon={<IconMail />} title="Anstellung bestätigen">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          Wir schicken einen Brief mit einem Code an deine Apotheke. So bestätigst du, dass du dort arbeitest.
        </Text>
        {requestedAt && (
          <Text size="sm">
            Zuletzt angefordert am {formatGermanDate(requestedAt)}
            {user.isVerificationLetterTriggered ? ' – der Brief ist unterwegs.' : ' – der Brief wird vorbereitet.'}
          </Text>
        )}
        {nextAt && <Text size="sm">Einen neuen Brief kannst du ab dem {formatGermanDate(nextAt)} anfordern.</Text>}
        <Button onClick={send} loading={request.isPending} disabled={!!nextAt} leftSection={<IconMail size={16} />}>
          Verifizierungsbrief anfordern
        </Button>
      </Stack>
    </Alert>
  );
}
