import { Button, Grid, Loader, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { CodeInput } from '../../../components/ui/code-input';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSendEmailVerification } from '../api/send-email-verification';
import { EMAIL_TAKEN, useEmailAvailability } from '../hooks/use-email-availability';

interface EmailVerificationFieldsProps {
  email: GetInputPropsReturnType;
  code: GetInputPropsReturnType;
  /** Validates the e-mail field; true when a code may be sent. */
  validateEmail: () => boolean;
}

/** E-mail address with live availability check, 'Code senden' and the mailed 6-digit code. */
export function EmailVerificationFields({ email, code, validateEmail }: EmailVerificationFieldsProps) {
  const address = String(email.value ?? '');
  const { taken, checking } = useEmailAvailability(address);
  const send = useSendEmailVerification();
  const [sentTo, setSentTo] = useState<string | null>(null);

  function sendCode() {
    if (!validateEmail() || taken) return;
    send.mutate(
      { email: address },
      {
        onSuccess: () => {
          setSentTo(address.trim());
          notify.success(
            `Wir haben dir einen Code an ${address.trim()} geschickt. Schau bitte auch im Spam-Ordner nach.`,
          );
        },
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  }

  return (
    <Grid gap="sm" align="flex-start">
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <TextInput
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          {...email}
          error={email.error ?? (taken ? EMAIL_TAKEN : undefined)}
          rightSection={checking ? <Loader size="xs" aria-label="Prüfe E-Mail-Adresse" /> : null}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 5 }} pt={{ base: 0, sm: 25 }}>
        <Button
          fullWidth
          variant="light"
          leftSection={<IconMailForward size={16} />}
          onClick={sendCode}
          loading={send.isPending}
          disabled={taken}
        >
          {sentTo ? 'Code erneut senden' : 'Code senden'}
        </Button>
      </Grid.Col>
      <Grid.Col span={12}>
        <CodeInput
          label="Bestätigungscode aus der E-Mail"
          description={
            sentTo
              ? `Der Code wurde an ${sentTo} geschickt.`
              : 'Klicke auf „Code senden“, um einen 6-stelligen Code per E-Mail zu erhalten.'
          }
          {...code}
        />
      </Grid.Col>
    </Grid>
  );
}
