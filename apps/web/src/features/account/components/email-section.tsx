import {
  type EmailChangeConfirmation,
  type EmailChangeRequest,
  emailChangeConfirmationSchema,
  emailChangeRequestSchema,
} from '@apopunkt/domain/schemas/my-data';
import type { User } from '@apopunkt/domain/schemas/users';
import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { CodeInput } from '../../../components/ui/code-input';
import { reportSubmitError, zodValidate } from '../../../lib/form';
import { notify } from '../../../lib/notify';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/email-change';
import { AccountSection } from './account-section';

/** Step 2: the code mailed to the new address. */
function CodeForm({ newEmail, onDone, onRestart }: { newEmail: string; onDone: () => void; onRestart: () => void }) {
  const confirm = useConfirmEmailChange();
  const form = useForm<EmailChangeConfirmation>({
    initialValues: { code: '' },
    validate: zodValidate(emailChangeConfirmationSchema),
  });
  function submit(values: EmailChangeConfirmation) {
    confirm.mutate(values, {
      onSuccess: (user) => {
        notify.success(`Deine E-Mail-Adresse ist jetzt ${user.email}.`);
        onDone();
      },
      onError: (error) => reportSubmitError(form.setErrors, error),
    });
  }
  return (
    <form aria-label="Bestätigungscode eingeben" onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          Wir haben dir einen Bestätigungscode an <strong>{newEmail}</strong> geschickt. Er ist 15 Minuten gültig.
        </Text>
        <CodeInput label="Bestätigungscode" {...form.getInputProps('code')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onRestart}>
            Andere Adresse eingeben
          </Button>
          <Button type="submit" loading={confirm.isPending}>
            E-Mail-Adresse ändern
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const EMPTY: EmailChangeRequest = { newEmail: '', currentPassword: '' };

/**
 * "E-Mail-Adresse ändern": new address and current password, then the code mailed to the new
 * address (POST /v1/me/email-change and its confirmation). The old address gets a notice.
 */
export function EmailSection({ user }: { user: User }) {
  const request = useRequestEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<EmailChangeRequest>({ initialValues: EMPTY, validate: zodValidate(emailChangeRequestSchema) });

  function submit(values: EmailChangeRequest) {
    request.mutate(values, {
      onSuccess: () => {
        setPending(values.newEmail.trim().toLowerCase());
        form.reset();
      },
      onError: (error) => reportSubmitError(form.setErrors, error),
    });
  }

  return (
    <AccountSection
      id="e-mail"
      title="E-Mail-Adresse ändern"
      description={
        <>
          Deine E-Mail-Adresse ist <strong>{user.email}</strong>. Die neue Adresse bestätigst du mit einem Code, den wir
          an sie schicken; an die bisherige Adresse geht ein Hinweis.
        </>
      }
    >
      {pending ? (
        <CodeForm newEmail={pending} onDone={() => setPending(null)} onRestart={() => setPending(null)} />
      ) : (
        <form aria-label="E-Mail-Adresse ändern" onSubmit={form.onSubmit(submit)} noValidate>
          <Stack gap="sm">
            <TextInput
              label="Neue E-Mail-Adresse"
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('newEmail')}
            />
            <PasswordInput
              label="Aktuelles Passwort"
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={request.isPending}>
                Code anfordern
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </AccountSection>
  );
}
