import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Logged-out header: Anmelden / Registrieren. */
export function GuestActions() {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to={paths.SignIn.href()} variant="default">
        Anmelden
      </Button>
      <Button component={Link} to={paths.SignUp.href()} visibleFrom="xs">
        Registrieren
      </Button>
    </Group>
  );
}
