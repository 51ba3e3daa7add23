import { healthEndpoints } from '@apopunkt/domain/endpoints/health';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';
import { call } from '../../lib/call';
import { leaveMaintenance } from '../../lib/maintenance';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../../lib/page-title';
import { useProductName } from '../../lib/platform-config';

/** /maintenance (plain layout, spec §2, §8): explains the outage; retry checks the server's health. */
export function Component() {
  usePageTitle('Wartungsarbeiten');
  const product = useProductName();
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);

  const retry = async () => {
    setChecking(true);
    try {
      await call(healthEndpoints.probe);
      navigate(leaveMaintenance(paths.Home.path), { replace: true });
    } catch {
      notify.error('Wir sind noch nicht ganz fertig. Bitte versuche es in ein paar Minuten erneut.', {
        id: 'maintenance-retry',
      });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center" gap="md" maw={520}>
        <Logo />
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <IconTool size={40} />
        </ThemeIcon>
        <Title order={1}>Wir sind gleich wieder da</Title>
        <Text>
          {product} wird gerade gewartet oder ist kurz nicht erreichbar. Deine Punkte und dein Fortschritt sind sicher.
          Bitte versuche es in wenigen Minuten erneut.
        </Text>
        <Button size="md" onClick={retry} loading={checking}>
          Erneut versuchen
        </Button>
      </Stack>
    </Center>
  );
}
