import { COMPETITION_TYPE_LABELS, COMPETITION_TYPE_VALUES } from '@apopunkt/domain/constants/engagement';
import { Anchor, Button, Group, SegmentedControl, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { type CompetitionFilter, useAdminCompetitions } from '../api/get-admin-competitions';
import { formatDateTime, STATUS_LABELS } from './datetime';

const FILTERS: { value: CompetitionFilter; label: string }[] = [
  { value: 'running', label: 'Laufend' },
  { value: 'upcoming', label: 'Geplant' },
  { value: 'ended', label: 'Beendet' },
  { value: 'all', label: 'Alle' },
];

/** Staff overview of competitions: filter by state, create per type, edit and analytics links. */
export function CompetitionsAdmin() {
  const [filter, setFilter] = useState<CompetitionFilter>('running');
  const list = useAdminCompetitions(filter);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          data={FILTERS}
          value={filter}
          onChange={(v) => setFilter(v as CompetitionFilter)}
          aria-label="Status"
        />
        <Group gap="xs">
          {COMPETITION_TYPE_VALUES.map((type) => (
            <Button key={type} component={Link} to={paths.CompetitionCreate.href(type)} variant="light" size="sm">
              Neu: {COMPETITION_TYPE_LABELS[type]}
            </Button>
          ))}
        </Group>
      </Group>
      {list.isPending && <Skeleton h={200} />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.results.length === 0 && <EmptyHint title="Keine Gewinnspiele in dieser Auswahl." />}
      {list.data && list.data.results.length > 0 && (
        <ScrollableTable minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Typ</Table.Th>
                <Table.Th>Zeitraum</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Teilnehmende</Table.Th>
                <Table.Th>Auswertung</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.CompetitionEdit.href(c.id)}>
                      {c.name}
                    </Anchor>
                    {c.isSpecial && (
                      <Text size="xs" c="dimmed">
                        Besonderes Gewinnspiel
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{COMPETITION_TYPE_LABELS[c.competitionType]}</Table.Td>
                  <Table.Td>
                    {formatDateTime(c.startsAt)} – {formatDateTime(c.endsAt)}
                  </Table.Td>
                  <Table.Td>{c.isActive ? STATUS_LABELS[c.status] : 'Deaktiviert'}</Table.Td>
                  <Table.Td ta="right">{c.participants.toLocaleString('de-DE')}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.CompetitionAnalytics.href(c.id)}>
                      Auswertung
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
  );
}
