import { type SignInRequest, signInSchema } from '@apopunkt/domain/schemas/auth';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { zodValidate } from '../../../lib/form';
import { prerenderedValue } from '../../../prerender/take-over';

interface SignInFormProps {
  onSubmit: (values: SignInRequest) => void;
  onForgotPassword: (email: string) => void;
  loading: boolean;
  error: unknown;
  notice?: string | null;
}

/** E-mail and password (spec §7 POST /v1/sessions). */
export function SignInForm({ onSubmit, onForgotPassword, loading, error, notice }: SignInFormProps) {
  const form = useForm<SignInRequest>({
    // Typed into the pre-rendered page before the app ran (prerender/take-over.tsx).
    initialValues: { username: prerenderedValue('username') ?? '', password: prerenderedValue('password') ?? '' },
    validate: zodValidate(signInSchema),
  });

  return (
    <form aria-label="Anmelden" onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <Stack gap="md">
        {notice && (
          <Alert color="yellow" icon={<IconAlertCircle />} role="status">
            {notice}
          </Alert>
        )}
        {!!error && (
          <Alert color="red" icon={<IconAlertCircle />} role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        <TextInput
          label="E-Mail-Adresse"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          name="username"
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Passwort"
          autoComplete="current-password"
          required
          name="password"
          {...form.getInputProps('password')}
        />
        <Group justify="space-between" align="center">
          <Anchor component="button" type="button" size="sm" onClick={() => onForgotPassword(form.values.username)}>
            Passwort vergessen?
          </Anchor>
          <Button type="submit" loading={loading}>
            Anmelden
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
