import { MODULE_TYPE_SHORT_CODES } from '@apopunkt/domain/constants/modules';
import type { AdminModuleRow } from '@apopunkt/domain/schemas/admin-modules';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../labels';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function visibility(row: AdminModuleRow, now: number) {
  if (!row.isVisible)
    return (
      <Badge variant="outline" color="dark">
        ausgeblendet
      </Badge>
    );
  if (new Date(row.visibleFrom).getTime() > now)
    return (
      <Badge variant="outline" color="dark">
        geplant
      </Badge>
    );
  if (row.visibleTo && new Date(row.visibleTo).getTime() <= now)
    return (
      <Badge variant="outline" color="dark">
        abgelaufen
      </Badge>
    );
  return (
    <Badge variant="outline" color="dark">
      sichtbar
    </Badge>
  );
}

/** The staff overview: type, name, product, visibility and the budget at a glance. */
export function ModulesTable({ modules }: { modules: AdminModuleRow[] }) {
  const now = Date.now();
  return (
    <ScrollableTable minWidth={820}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Typ</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Hersteller / Produkt</Table.Th>
            <Table.Th>Sichtbarkeit</Table.Th>
            <Table.Th ta="right">Budget</Table.Th>
            <Table.Th ta="right">Kontakte übrig</Table.Th>
            <Table.Th ta="right">Abschlüsse</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((row) => (
            <Table.Tr key={row.uuid}>
              <Table.Td style={NOWRAP}>
                <Badge variant="light" tt="none">
                  {MODULE_TYPE_SHORT_CODES[row.type]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.ModuleEdit.href(row.uuid)} fw={600}>
                  {row.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  geändert {formatDateTime(row.updatedAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.manufacturer?.name ?? '–'}</Text>
                {row.product && (
                  <Text size="xs" c="dimmed">
                    {row.product.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={NOWRAP}>{visibility(row, now)}</Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {row.balance.toLocaleString('de-DE')}
                {row.isExhausted && (
                  <Text size="xs" c="red.9" fw={600}>
                    erschöpft
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                {row.remainingContacts === null ? 'unbegrenzt' : row.remainingContacts.toLocaleString('de-DE')}
              </Table.Td>
              <Table.Td ta="right">{row.completions.toLocaleString('de-DE')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
