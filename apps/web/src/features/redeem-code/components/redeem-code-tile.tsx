import { MESSAGES } from '@apopunkt/domain/messages';
import { Button, Card, Group, Text, ThemeIcon } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { redeemDialog } from '../../../lib/overlays';

/**
 * 'Du hast einen Aktionscode?' with 'Jetzt einlösen' (spec §2). A `?code=` in the address opens
 * the dialog right away, prefilled.
 */
export function RedeemCodeTile() {
  const [searchParams] = useSearchParams();
  const codeFromLink = searchParams.get('code');
  useEffect(() => {
    if (codeFromLink !== null) redeemDialog.open({ code: codeFromLink.trim() });
  }, [codeFromLink]);

  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" wrap="wrap" gap="md">
        <Group gap="md" wrap="nowrap">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            <IconTicket size={26} />
          </ThemeIcon>
          <div>
            <Text fw={700} size="lg">
              {MESSAGES.redeemTileTitle}
            </Text>
            <Text size="sm" c="dimmed">
              Löse ihn hier ein und sichere dir deine Prämienpunkte.
            </Text>
          </div>
        </Group>
        <Button onClick={() => redeemDialog.open()}>{MESSAGES.redeemTileButton}</Button>
      </Group>
    </Card>
  );
}
