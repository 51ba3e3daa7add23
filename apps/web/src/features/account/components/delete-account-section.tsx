import { ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_DELETION_MESSAGES } from '@apopunkt/domain/constants/account-deletion';
import type { User } from '@apopunkt/domain/schemas/users';
import { Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CodeInput } from '../../../components/ui/code-input';
import { paths } from '../../../config/paths';
import { reportSubmitError } from '../../../lib/form';
import { useDeleteAccount } from '../api/delete-account';
import { AccountSection } from './account-section';

interface Values {
  password: string;
  code: string;
}

/**
 * "Konto löschen" (issue 37 §2): what happens, the password (or the authenticator code with
 * two-factor on), a confirmation dialog; then the member is signed out and sees when the data goes.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const withCode = user.is2faEnabled;
  const [confirming, setConfirming] = useState(false);
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const form = useForm<Values>({
    initialValues: { password: '', code: '' },
    validate: withCode
      ? { code: (v) => (/^\d{6}$/.test(v.trim()) ? null : ACCOUNT_DELETION_MESSAGES.codeRequired) }
      : { password: (v) => (v ? null : ACCOUNT_DELETION_MESSAGES.passwordRequired) },
  });

  function confirm() {
    const values = form.getValues();
    remove.mutate(withCode ? { code: values.code.trim() } : { password: values.password }, {
      onSuccess: ({ erasureAt }) => {
        setConfirming(false);
        navigate(paths.AccountDeleted.href(erasureAt), { replace: true, state: { accountDeleted: true } });
      },
      onError: (error) => {
        setConfirming(false);
        reportSubmitError(form.setErrors, error);
      },
    });
  }

  return (
    <AccountSection
      id="konto-loeschen"
      title="Konto löschen"
      description="Du kannst dein Konto jederzeit selbst löschen. Das passiert dann:"
    >
      <List size="sm" spacing={6}>
        <List.Item>Du wirst sofort auf allen Geräten abgemeldet.</List.Item>
        <List.Item>
          {ACCOUNT_DELETION_GRACE_DAYS} Tage lang kannst du es dir anders überlegen: Meldest du dich in dieser Zeit
          wieder an, bleibt dein Konto mit allem bestehen.
        </List.Item>
        <List.Item>
          Danach löschen wir deine persönlichen Daten: Name, E-Mail-Adresse, Geburtsdatum, Arbeitsplatz, Anmeldungen,
          Kommentare, Nachrichten und Einwilligungen. Eine Anmeldung ist dann nicht mehr möglich; mit deiner
          E-Mail-Adresse kannst du dich später neu registrieren.
        </List.Item>
        <List.Item>
          Ohne Bezug zu dir bleiben Zahlen, die andere brauchen: Punktebuchungen und Gutscheinkäufe (für die
          Buchhaltung), Lernfortschritte für die Statistik und deine Zertifikate. Sie lassen sich über ihren Prüfcode
          weiter prüfen, zeigen aber keinen Namen mehr.
        </List.Item>
        <List.Item>
          Teilnahmen an von der Apothekerkammer akkreditierten Modulen (Fortbildungspunkte) bewahren wir ohne deinen
          Namen drei Jahre ab der Teilnahme auf und löschen sie dann.
        </List.Item>
        <List.Item>Deine Punkte verfallen; lade dir vorher deine Daten und Zertifikate herunter.</List.Item>
      </List>
      <form
        aria-label="Konto löschen"
        noValidate
        onSubmit={form.onSubmit(() => {
          remove.reset();
          setConfirming(true);
        })}
      >
        <Group align="flex-end" gap="sm">
          {withCode ? (
            <CodeInput
              label="Code aus deiner Authenticator-App"
              style={{ flex: '1 1 240px' }}
              {...form.getInputProps('code')}
            />
          ) : (
            <PasswordInput
              label="Dein Passwort"
              autoComplete="current-password"
              required
              style={{ flex: '1 1 240px' }}
              {...form.getInputProps('password')}
            />
          )}
          <Button type="submit" color="red" variant="light">
            Konto löschen
          </Button>
        </Group>
      </form>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Konto wirklich löschen?" centered>
        <Stack gap="md">
          <Text size="sm">
            Du wirst sofort abgemeldet. Wenn du dich nicht innerhalb von {ACCOUNT_DELETION_GRACE_DAYS} Tagen wieder
            anmeldest, löschen wir deine persönlichen Daten endgültig.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Abbrechen
            </Button>
            <Button color="red" loading={remove.isPending} onClick={confirm}>
              Ja, Konto löschen
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AccountSection>
  );
}
