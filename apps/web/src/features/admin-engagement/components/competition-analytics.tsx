import { Button, Card, Group, NumberInput, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { downloadParticipants } from '../api/download-participants';
import { useDrawWinners } from '../api/draw-winners';
import { useAdminCompetition } from '../api/get-admin-competitions';
import { useCompetitionAnalytics } from '../api/get-competition-analytics';
import { CountBars } from './count-bars';
import { formatDateTime } from './datetime';

/** A competition's analytics with the winner draw and the participant CSV for prize fulfilment. */
export function CompetitionAnalyticsView({ id }: { id: number }) {
  const competition = useAdminCompetition(id);
  const analytics = useCompetitionAnalytics(id);
  const draw = useDrawWinners(id);
  const [count, setCount] = useState<number | string>(3);
  if (competition.isPending || analytics.isPending) return <Skeleton h={400} />;
  if (competition.isError) return <LoadError error={competition.error} />;
  if (analytics.isError) return <LoadError error={analytics.error} />;
  const c = competition.data;
  const a = analytics.data;
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {c.name}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Teilnehmende
          </Text>
          <Text fw={700} size="xl">
            {a.participants.toLocaleString('de-DE')}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Mit 100 % Fortschritt
          </Text>
          <Text fw={700} size="xl">
            {a.completed.toLocaleString('de-DE')}
          </Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Zeitraum
          </Text>
          <Text fw={600}>
            {formatDateTime(c.startsAt)} – {formatDateTime(c.endsAt)}
          </Text>
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <CountBars title="Teilnehmende im Zeitverlauf" rows={a.participantsOverTime} />
        <CountBars title="Verteilung des Fortschritts" rows={a.progressDistribution} />
        <CountBars
          title="Abschlüsse je Modul"
          rows={a.moduleCompletion.map((m) => ({ label: m.name, count: m.passed }))}
        />
        <CountBars title="Teilnehmende je Beruf" rows={a.perJob} />
        <CountBars title="Teilnehmende je PLZ-Region" rows={a.perRegion} />
      </SimpleGrid>
      <Card withBorder component="section" aria-labelledby="draw-heading">
        <Stack gap="sm">
          <Title order={3} size="h4" id="draw-heading">
            Gewinnerziehung
          </Title>
          {c.draw ? (
            <>
              <Text size="sm">
                Gezogen am {formatDateTime(c.draw.drawnAt)} aus {c.draw.eligibleCount} Berechtigten, Seed{' '}
                <code>{c.draw.seed}</code>.
              </Text>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Rang</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>E-Mail</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {c.draw.winners.map((w) => (
                    <Table.Tr key={w.userId}>
                      <Table.Td>{w.rank}</Table.Td>
                      <Table.Td>
                        {w.firstName} {w.lastName}
                      </Table.Td>
                      <Table.Td>{w.email}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          ) : (
            <Group align="flex-end">
              <NumberInput label="Anzahl Gewinner" min={1} max={1000} value={count} onChange={setCount} w={180} />
              <Button
                loading={draw.isPending}
                disabled={c.status !== 'ended'}
                onClick={() =>
                  draw.mutate(Number(count), {
                    onSuccess: (result) => notify.success(`${result.winnerCount} Gewinner wurden gezogen.`),
                    onError: (error) => notify.error(errorMessage(error)),
                  })
                }
              >
                Gewinner ziehen
              </Button>
              {c.status !== 'ended' && (
                <Text size="sm" c="dimmed">
                  Die Ziehung ist nach dem Ende des Gewinnspiels möglich.
                </Text>
              )}
            </Group>
          )}
          <Group>
            <Button
              variant="light"
              onClick={() => downloadParticipants(id).catch((error: unknown) => notify.error(errorMessage(error)))}
            >
              Teilnehmende als CSV
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
