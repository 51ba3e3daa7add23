import { otpCodeSchema } from '@apopunkt/domain/schemas/auth';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { z } from 'zod';
import { CodeInput } from '../../../components/ui/code-input';
import { errorMessage } from '../../../lib/api-error';
import { zodValidate } from '../../../lib/form';

const otpFormSchema = z.object({ code: otpCodeSchema });

interface OtpFormProps {
  onSubmit: (code: string) => void;
  onCancel: () => void;
  loading: boolean;
  error: unknown;
}

/** Second sign-in step for accounts with two-factor authentication (POST /2fa/otp/login/{code}). */
export function OtpForm({ onSubmit, onCancel, loading, error }: OtpFormProps) {
  const form = useForm({ initialValues: { code: '' }, validate: zodValidate(otpFormSchema) });

  return (
    <form aria-label="Zwei-Faktor-Code" onSubmit={form.onSubmit(({ code }) => onSubmit(code))} noValidate>
      <Stack gap="md">
        <Text>Gib den 6-stelligen Code aus deiner Authenticator-App ein.</Text>
        {!!error && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        <CodeInput label="Bestätigungscode" autoFocus {...form.getInputProps('code')} />
        <Group justify="space-between">
          <Button variant="subtle" onClick={onCancel}>
            Zurück
          </Button>
          <Button type="submit" loading={loading}>
            Bestätigen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
