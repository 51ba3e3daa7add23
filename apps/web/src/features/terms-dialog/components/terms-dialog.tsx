import { MESSAGES } from '@apopunkt/domain/messages';
import { mustAcceptTerms } from '@apopunkt/domain/rules/terms';
import { Anchor, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useProductName } from '../../../lib/platform-config';
import { useAcceptTerms } from '../api/accept-terms';

/**
 * Blocking dialog for signed-in users who accepted the terms before 2023-04-03 or never (spec §4):
 * it stays until the box is ticked and saved.
 */
export function TermsDialog() {
  const user = useCurrentUser();
  const product = useProductName();
  const accept = useAcceptTerms();
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opened = !!user && mustAcceptTerms(user.acceptedTosAt as Date | string | null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!checked) {
      setError(MESSAGES.termsRequired);
      return;
    }
    accept.mutate(undefined, { onError: () => notify.error(MESSAGES.genericError) });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title="Neue Nutzungsbedingungen"
    >
      <form onSubmit={save}>
        <Stack>
          <Text size="sm">
            Wir haben unsere Nutzungsbedingungen aktualisiert. Bitte lies sie durch und stimme ihnen zu, um {product}{' '}
            weiter zu nutzen.
          </Text>
          <Checkbox
            checked={checked}
            onChange={(event) => {
              setChecked(event.currentTarget.checked);
              setError(null);
            }}
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
