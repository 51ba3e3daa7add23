import { ACCOUNT_DELETION_GRACE_DAYS } from '@apopunkt/domain/constants/account-deletion';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../config/paths';
import { forgetDeletedSession } from '../../features/account';
import { usePageTitle } from '../../lib/page-title';

/** /account-deleted (public): shown after "Konto löschen"; the member is signed out everywhere. */
export function Component() {
  usePageTitle('Konto wird gelöscht');
  const [params] = useSearchParams();
  const deletedHere = (useLocation().state as { accountDeleted?: boolean } | null)?.accountDeleted === true;
  useEffect(() => {
    if (deletedHere) forgetDeletedSession();
  }, [deletedHere]);
  const day = formatGermanDate(params.get('bis') ?? '');
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>Dein Konto wird gelöscht</Title>
        <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden="true" />} title="Löschung beantragt">
          <Stack gap="xs">
            <Text size="sm">
              Du wurdest auf allen Geräten abgemeldet. Wir haben dir eine Bestätigung per E-Mail geschickt.
            </Text>
            <Text size="sm">
              {day
                ? `Am ${day} löschen wir deine persönlichen Daten endgültig.`
                : `Nach ${ACCOUNT_DELETION_GRACE_DAYS} Tagen löschen wir deine persönlichen Daten endgültig.`}
            </Text>
          </Stack>
        </Alert>
        <Text>
          Du hast es dir anders überlegt? Melde dich bis dahin einfach wieder an. Dann brechen wir die Löschung ab und
          dein Konto bleibt mit allen Punkten und Zertifikaten bestehen.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.SignIn.href()} variant="default">
            Anmelden und Konto behalten
          </Button>
          <Button component={Link} to={paths.Home.href()}>
            Zur Startseite
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
