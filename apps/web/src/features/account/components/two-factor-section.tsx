import type { User } from '@apopunkt/domain/schemas/users';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useStartOtpSetup } from '../api/start-otp-setup';
import { AccountSection } from './account-section';
import { TwoFactorDisable } from './two-factor-disable';
import { TwoFactorSetup } from './two-factor-setup';

/** Two-factor authentication with an authenticator app: set up with QR code, or turn off. */
export function TwoFactorSection({ user }: { user: User }) {
  const setup = useStartOtpSetup();

  function start() {
    setup.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) });
  }

  return (
    <AccountSection
      id="zwei-faktor"
      title="Zwei-Faktor-Authentifizierung"
      description="Schütze dein Konto zusätzlich mit einem Code aus einer Authenticator-App."
    >
      <Group gap="xs">
        <Text>Status:</Text>
        <Badge color={user.is2faEnabled ? 'teal' : 'gray'} variant="light">
          {user.is2faEnabled ? 'Aktiv' : 'Nicht aktiv'}
        </Badge>
      </Group>
      {user.is2faEnabled && <TwoFactorDisable />}
      {!user.is2faEnabled && setup.data && <TwoFactorSetup setup={setup.data} onDone={() => setup.reset()} />}
      {!user.is2faEnabled && !setup.data && (
        <Group>
          <Button leftSection={<IconShieldLock size={16} />} onClick={start} loading={setup.isPending}>
            Zwei-Faktor-Authentifizierung einrichten
          </Button>
        </Group>
      )}
    </AccountSection>
  );
}
