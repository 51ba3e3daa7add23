import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { signOut } from '../../lib/auth';
import { usePageTitle } from '../../lib/page-title';

/** /sign-out: ends the session on the server and in the browser, then shows the sign-in page. */
export function Component() {
  usePageTitle('Abmelden');
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    void signOut().then(() => {
      if (active) navigate(paths.SignIn.href(), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text role="status">Du wirst abgemeldet …</Text>
      </Stack>
    </Center>
  );
}
