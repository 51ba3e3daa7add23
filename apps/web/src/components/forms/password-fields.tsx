import { MIN_PASSWORD_LENGTH } from '@apopunkt/domain/schemas/auth';
import { PasswordInput, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface PasswordFieldsProps {
  password: GetInputPropsReturnType;
  passwordRepeat: GetInputPropsReturnType;
  /** "Passwort" at registration, "Neues Passwort" when changing or resetting. */
  label?: string;
}

/** A new password and its repetition, used by registration, password reset and password change. */
export function PasswordFields({ password, passwordRepeat, label = 'Passwort' }: PasswordFieldsProps) {
  return (
    <Stack gap="sm">
      <PasswordInput
        label={label}
        description={`Mindestens ${MIN_PASSWORD_LENGTH} Zeichen. Ein Satz aus mehreren Wörtern ist leicht zu merken und sicher.`}
        autoComplete="new-password"
        required
        {...password}
      />
      <PasswordInput label={`${label} wiederholen`} autoComplete="new-password" required {...passwordRepeat} />
    </Stack>
  );
}
