import { type PasswordReset, passwordResetSchema } from '@apopunkt/domain/schemas/auth';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PasswordFields } from '../../../components/forms/password-fields';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { serverFieldErrors, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useResetPassword } from '../api/reset-password';

/** New password twice → POST /v1/password-resets/{token} → sign-in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<PasswordReset>({
    initialValues: { password: '', passwordRepeat: '' },
    validate: zodValidate(passwordResetSchema),
  });

  function submit(values: PasswordReset) {
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => {
          notify.success('Dein Passwort wurde geändert. Du kannst dich jetzt mit dem neuen Passwort anmelden.');
          navigate(paths.SignIn.href(), { replace: true });
        },
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      },
    );
  }

  return (
    <form aria-label="Neues Passwort festlegen" onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {reset.isError && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {errorMessage(reset.error)}
          </Alert>
        )}
        <PasswordFields
          label="Neues Passwort"
          password={form.getInputProps('password')}
          passwordRepeat={form.getInputProps('passwordRepeat')}
        />
        <Button type="submit" loading={reset.isPending}>
          Passwort speichern
        </Button>
      </Stack>
    </form>
  );
}
