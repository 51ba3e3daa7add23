import { type PasswordConfirmation, passwordConfirmationSchema } from '@apopunkt/domain/schemas/auth';
import { Button, Group, PasswordInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { reportSubmitError, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useDisableOtp } from '../api/disable-otp';

/** Turning two-factor off asks for the password (DESIGN §4). */
export function TwoFactorDisable() {
  const disable = useDisableOtp();
  const form = useForm<PasswordConfirmation>({
    initialValues: { password: '' },
    validate: zodValidate(passwordConfirmationSchema),
  });

  function submit(values: PasswordConfirmation) {
    disable.mutate(values, {
      onSuccess: () => notify.success('Die Zwei-Faktor-Authentifizierung wurde deaktiviert.'),
      onError: (error) => reportSubmitError(form.setErrors, error),
    });
  }

  return (
    <form aria-label="Zwei-Faktor-Authentifizierung deaktivieren" onSubmit={form.onSubmit(submit)} noValidate>
      <Group align="flex-end" gap="sm">
        <PasswordInput
          label="Passwort zum Deaktivieren"
          autoComplete="current-password"
          required
          style={{ flex: '1 1 240px' }}
          {...form.getInputProps('password')}
        />
        <Button type="submit" color="red" variant="light" loading={disable.isPending}>
          Deaktivieren
        </Button>
      </Group>
    </form>
  );
}
