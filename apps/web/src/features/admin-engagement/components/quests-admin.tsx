import { Anchor, Button, Group, Skeleton, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { useAdminQuests } from '../api/get-admin-quests';
import { formatDateTime, STATUS_LABELS } from './datetime';

/** Staff overview of weekly challenges with completions and bonuses paid. */
export function QuestsAdmin() {
  const list = useAdminQuests();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={Link} to={paths.QuestCreate.href()}>
          Weekly-Challenge anlegen
        </Button>
      </Group>
      {list.isPending && <Skeleton h={200} />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.results.length === 0 && <EmptyHint title="Noch keine Weekly-Challenges." />}
      {list.data && list.data.results.length > 0 && (
        <ScrollableTable minWidth={760}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Modul</Table.Th>
                <Table.Th>Zeitraum</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Bonus</Table.Th>
                <Table.Th ta="right">Abschlüsse</Table.Th>
                <Table.Th ta="right">Ausgezahlt</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((q) => (
                <Table.Tr key={q.id}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.QuestEdit.href(q.id)}>
                      {q.module.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {formatDateTime(q.startsAt)} – {formatDateTime(q.endsAt)}
                  </Table.Td>
                  <Table.Td>{q.isActive ? STATUS_LABELS[q.status] : 'Deaktiviert'}</Table.Td>
                  <Table.Td ta="right">{q.bonus.toLocaleString('de-DE')}</Table.Td>
                  <Table.Td ta="right">{q.completions.toLocaleString('de-DE')}</Table.Td>
                  <Table.Td ta="right">{q.bonusesPaid.toLocaleString('de-DE')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
  );
}
