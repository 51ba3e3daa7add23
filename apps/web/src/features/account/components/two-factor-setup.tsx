import { type OtpSetup, otpCodeSchema } from '@apopunkt/domain/schemas/auth';
import { Button, Code, Group, Image, List, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { z } from 'zod';
import { CodeInput } from '../../../components/ui/code-input';
import { reportSubmitError, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useEnableOtp } from '../api/enable-otp';

const enableSchema = z.object({ code: otpCodeSchema });

interface TwoFactorSetupProps {
  setup: OtpSetup;
  onDone: () => void;
}

/** Scan the QR code (or type the secret), then confirm with a first code from the app. */
export function TwoFactorSetup({ setup, onDone }: TwoFactorSetupProps) {
  const enable = useEnableOtp();
  const form = useForm({ initialValues: { code: '' }, validate: zodValidate(enableSchema) });

  function submit(values: { code: string }) {
    enable.mutate(values, {
      onSuccess: () => {
        notify.success('Die Zwei-Faktor-Authentifizierung ist jetzt aktiv.');
        onDone();
      },
      onError: (error) => reportSubmitError(form.setErrors, error),
    });
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs" align="center">
        <Image src={setup.qrCode} alt="QR-Code für deine Authenticator-App" w={200} h={200} />
        <Text size="sm" ta="center">
          Kein Scan möglich? Gib diesen Schlüssel in der App ein:
        </Text>
        <Code data-testid="otp-secret" style={{ wordBreak: 'break-all' }}>
          {setup.secret}
        </Code>
      </Stack>
      <form aria-label="Zwei-Faktor-Authentifizierung aktivieren" onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <List size="sm" type="ordered" spacing={4}>
            <List.Item>Öffne eine Authenticator-App auf deinem Smartphone.</List.Item>
            <List.Item>Scanne den QR-Code oder gib den Schlüssel ein.</List.Item>
            <List.Item>Gib den angezeigten 6-stelligen Code ein.</List.Item>
          </List>
          <CodeInput label="Code aus der App" {...form.getInputProps('code')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone}>
              Abbrechen
            </Button>
            <Button type="submit" loading={enable.isPending}>
              Aktivieren
            </Button>
          </Group>
        </Stack>
      </form>
    </SimpleGrid>
  );
}
