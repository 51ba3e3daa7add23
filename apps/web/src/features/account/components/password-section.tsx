import { type PasswordChange, passwordChangeSchema } from '@apopunkt/domain/schemas/auth';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PasswordFields } from '../../../components/forms/password-fields';
import { reportSubmitError, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';

const EMPTY: PasswordChange = { currentPassword: '', password: '', passwordRepeat: '' };

/** PUT /v1/me/password: this session gets fresh tokens, every other session is signed out. */
export function PasswordSection() {
  const change = useChangePassword();
  const form = useForm<PasswordChange>({ initialValues: EMPTY, validate: zodValidate(passwordChangeSchema) });

  function submit(values: PasswordChange) {
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        notify.success('Dein Passwort wurde geändert. Auf allen anderen Geräten wurdest du abgemeldet.');
      },
      onError: (error) => reportSubmitError(form.setErrors, error),
    });
  }

  return (
    <AccountSection
      id="passwort"
      title="Passwort ändern"
      description="Nach der Änderung wirst du auf allen anderen Geräten abgemeldet."
    >
      <form aria-label="Passwort ändern" onSubmit={form.onSubmit(submit)} noValidate>
        <Stack gap="sm">
          <PasswordInput
            label="Aktuelles Passwort"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordFields
            label="Neues Passwort"
            password={form.getInputProps('password')}
            passwordRepeat={form.getInputProps('passwordRepeat')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              Passwort ändern
            </Button>
          </Group>
        </Stack>
      </form>
    </AccountSection>
  );
}
