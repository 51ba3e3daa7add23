import { MODULE_TYPE_SHORT_CODES, type ModuleType } from '@apopunkt/domain/constants/modules';
import type { AdminDashboard } from '@apopunkt/domain/schemas/admin-dashboard';
import { Anchor, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';

/** Visible budgeted modules with few remaining contacts, fewest first. */
export function NearExhaustion({ modules }: { modules: AdminDashboard['modulesNearExhaustion'] }) {
  if (modules.length === 0) return <Text c="dimmed">Kein Modul ist kurz vor der Erschöpfung.</Text>;
  return (
    <ScrollableTable minWidth={480}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Modul</Table.Th>
            <Table.Th>Typ</Table.Th>
            <Table.Th ta="right">Budget</Table.Th>
            <Table.Th ta="right">Kontakte übrig</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((m) => (
            <Table.Tr key={m.uuid}>
              <Table.Td>
                <Anchor component={Link} to={paths.ModuleEdit.href(m.uuid)} inherit>
                  {m.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{MODULE_TYPE_SHORT_CODES[m.type as ModuleType] ?? m.type}</Table.Td>
              <Table.Td ta="right">{m.balance.toLocaleString('de-DE')}</Table.Td>
              <Table.Td ta="right" c={m.remainingContacts === 0 ? 'red.9' : undefined} fw={600}>
                {m.remainingContacts === 0 ? 'erschöpft' : m.remainingContacts.toLocaleString('de-DE')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
