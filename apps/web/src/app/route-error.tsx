import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Logo } from '../components/ui/logo';
import { paths } from '../config/paths';

/** Shown when a page fails to load or render (e.g. after a release replaced its code). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Logo />
        <Title order={1} size="h2">
          {notFound ? 'Seite nicht gefunden' : 'Da ist etwas schiefgelaufen'}
        </Title>
        <Text c="dimmed">
          {notFound
            ? 'Diese Seite gibt es nicht (mehr).'
            : 'Die Seite konnte nicht geladen werden. Bitte lade die Seite neu – meist hilft das schon.'}
        </Text>
        <Button onClick={() => window.location.reload()}>Seite neu laden</Button>
        <Button component="a" href={paths.Home.path} variant="subtle">
          Zur Startseite
        </Button>
      </Stack>
    </Center>
  );
}
