import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePageTitle } from '../../lib/page-title';

/** Any unknown address (spec §2): a real 404 page. */
export function Component() {
  usePageTitle('Seite nicht gefunden');
  return (
    <Stack align="center" ta="center" py="xl" gap="md">
      <Text fz={72} fw={900} c="apo.6" lh={1} aria-hidden="true">
        404
      </Text>
      <Title order={1}>Seite nicht gefunden</Title>
      <Text c="dimmed" maw={480}>
        Diese Seite gibt es nicht oder nicht mehr. Vielleicht hat sich ein Tippfehler in die Adresse eingeschlichen?
      </Text>
      <Group>
        <Button component={Link} to={paths.Home.href()}>
          Zur Startseite
        </Button>
        <Button component={Link} to={paths.Faq.href()} variant="default">
          Häufige Fragen
        </Button>
      </Group>
    </Stack>
  );
}
