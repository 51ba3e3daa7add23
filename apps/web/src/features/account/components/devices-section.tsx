import { formatGermanDateTime } from '@apopunkt/domain/rules/dates';
import type { DeviceSession } from '@apopunkt/domain/schemas/my-data';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDeviceSessions, useEndDeviceSession, useEndOtherDeviceSessions } from '../api/device-sessions';
import { deviceLabel } from '../lib/device-label';
import { AccountSection } from './account-section';

function DeviceCard({ session }: { session: DeviceSession }) {
  const end = useEndDeviceSession();
  const label = deviceLabel(session.device);
  const signOut = () =>
    end.mutate(session.id, {
      onSuccess: () => notify.success(`${label} wurde abgemeldet.`),
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Group gap="xs">
            <Text fw={600}>{label}</Text>
            {session.current && (
              <Badge color="teal" variant="light">
                Dieses Gerät
              </Badge>
            )}
          </Group>
          <Text size="sm">
            Angemeldet am {formatGermanDateTime(session.signedInAt)}, zuletzt aktiv am{' '}
            {formatGermanDateTime(session.lastUsedAt)}
          </Text>
          {session.device && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {session.device}
            </Text>
          )}
        </Stack>
        {!session.current && (
          <Button variant="default" color="red" loading={end.isPending} onClick={signOut}>
            Abmelden
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** "Angemeldete Geräte": the member's sessions; any other device can be signed out at once. */
export function DevicesSection() {
  const sessions = useDeviceSessions();
  const endOthers = useEndOtherDeviceSessions();
  const others = sessions.data?.sessions.filter((s) => !s.current).length ?? 0;
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => notify.success('Alle anderen Geräte wurden abgemeldet.'),
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <AccountSection
      id="geraete"
      title="Angemeldete Geräte"
      description="Hier bist du angemeldet. Erkennst du ein Gerät nicht, melde es ab und ändere dein Passwort."
    >
      {sessions.isPending && <Skeleton h={80} />}
      {sessions.isError && <LoadError error={sessions.error} onRetry={() => sessions.refetch()} />}
      {sessions.data?.sessions.map((session) => (
        <DeviceCard key={session.id} session={session} />
      ))}
      {others > 0 && (
        <Group justify="flex-end">
          <Button variant="default" color="red" loading={endOthers.isPending} onClick={signOutOthers}>
            Alle anderen Geräte abmelden
          </Button>
        </Group>
      )}
    </AccountSection>
  );
}
