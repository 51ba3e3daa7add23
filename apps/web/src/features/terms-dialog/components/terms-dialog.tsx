import { MESSAGES } from '@apopunkt/domain/messages';
import { mustAcceptTerms } from '@apopunkt/domain/rules/terms';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { drawnModalProps } from '../../../components/ui/drawn-modal';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useProductName } from '../../../lib/platform-config';
import { useAcceptTerms } from '../api/accept-terms';

/** The name of the box to tick in the dialog's form. */
const ACCEPT_FIELD = 'acceptTerms';

/**
 * Blocking dialog for signed-in users who accepted the terms before 2023-04-03 or never (spec §4):
 * it stays until the box is ticked and saved. It is drawn in place, so a member's page drawn on
 * the server shows it from the first paint; a form sent before the app runs is sent again by the
 * app (public/start-app.js). The box is the form's own (read when it is sent), so a box ticked
 * before the app took the page over stays ticked.
 */
export function TermsDialog() {
  const user = useCurrentUser();
  const product = useProductName();
  const accept = useAcceptTerms();
  const [error, setError] = useState<string | null>(null);
  const opened = !!user && mustAcceptTerms(user.acceptedTosAt as Date | string | null);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!new FormData(event.currentTarget).has(ACCEPT_FIELD)) {
      setError(MESSAGES.termsRequired);
      return;
    }
    accept.mutate(undefined, { onError: () => notify.error(MESSAGES.genericError) });
  };

  return (
    <Modal
      {...drawnModalProps('Neue Nutzungsbedingungen')}
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
    >
      <form onSubmit={save}>
        <Stack>
          <Text size="sm">
            Wir haben unsere Nutzungsbedingungen aktualisiert. Bitte lies sie durch und stimme ihnen zu, um {product}{' '}
            weiter zu nutzen.
          </Text>
          <Checkbox
            name={ACCEPT_FIELD}
            onChange={() => setError(null)}
            error={error}
            label={
              <>
                Ich stimme den{' '}
                <Anchor component={Link} to={paths.Terms.href()} target="_blank" inherit>
                  neuen Nutzungsbedingungen
                </Anchor>{' '}
                zu.
              </>
            }
          />
          <Group justify="space-between">
            <Anchor component={Link} to={paths.SignOut.href()} size="sm">
              Abmelden
            </Anchor>
            <Button type="submit" loading={accept.isPending}>
              Speichern
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
