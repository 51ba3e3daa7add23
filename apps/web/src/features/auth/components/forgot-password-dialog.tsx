import { passwordResetRequestSchema } from '@apopunkt/domain/schemas/auth';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { zodValidate } from '../../../lib/form';
import { useRequestPasswordReset } from '../api/request-password-reset';

export const PASSWORD_RESET_SENT = 'Wenn ein Konto existiert, haben wir dir eine E-Mail geschickt.';

interface ForgotPasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  initialEmail: string;
}

/** 'Passwort vergessen?': asks for the address and always answers the same (no account probing). */
export function ForgotPasswordDialog({ opened, onClose, initialEmail }: ForgotPasswordDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Passwort zurücksetzen">
      <ForgotPasswordForm initialEmail={initialEmail} onClose={onClose} />
    </Modal>
  );
}

function ForgotPasswordForm({ initialEmail, onClose }: Omit<ForgotPasswordDialogProps, 'opened'>) {
  const request = useRequestPasswordReset();
  const form = useForm({ initialValues: { email: initialEmail }, validate: zodValidate(passwordResetRequestSchema) });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" icon={<IconMailCheck />} role="status">
          {PASSWORD_RESET_SENT}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Schließen</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form aria-label="Passwort zurücksetzen" onSubmit={form.onSubmit((values) => request.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.
        </Text>
        {request.isError && (
          <Alert color="red" role="alert">
            {errorMessage(request.error)}
          </Alert>
        )}
        <TextInput
          label="E-Mail-Adresse"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Abbrechen
          </Button>
          <Button type="submit" loading={request.isPending}>
            Link senden
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
