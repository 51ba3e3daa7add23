import { Anchor, Button, Group, Skeleton, Stack, Table } from '@mantine/core';
import { Link } from 'react-router';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { useAdminPopups } from '../api/get-admin-popups';
import { formatDateTime } from './datetime';

/** Staff overview of popups with their period, visibility and report link. */
export function PopupsAdmin() {
  const list = useAdminPopups();
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button component={Link} to={paths.PopupCreate.href()}>
          Popup anlegen
        </Button>
      </Group>
      {list.isPending && <Skeleton h={200} />}
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.data?.results.length === 0 && <EmptyHint title="Noch keine Popups." />}
      {list.data && list.data.results.length > 0 && (
        <ScrollableTable minWidth={700}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Angelegt</Table.Th>
                <Table.Th>Sichtbar ab</Table.Th>
                <Table.Th>Sichtbar bis</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Auswertung</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((p) => (
                <Table.Tr key={p.uuid}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.PopupEdit.href(p.uuid)}>
                      {p.name || p.shortDescription || 'Ohne Namen'}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
                  <Table.Td>{formatDateTime(p.startsAt)}</Table.Td>
                  <Table.Td>{formatDateTime(p.endsAt)}</Table.Td>
                  <Table.Td>{p.isVisible ? 'Sichtbar' : p.isActive ? 'Nicht im Zeitraum' : 'Deaktiviert'}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={paths.PopupAnalytics.href(p.uuid)}>
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
