import { TRANSACTION_TYPE_LABELS } from '@apopunkt/domain/constants/ledger-labels';
import type { BudgetHistory } from '@apopunkt/domain/schemas/admin-modules';
import { Badge, Table, Text } from '@mantine/core';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { formatDateTime } from '../labels';

/** Deposits, scheduled deposits and cancellations of a module's budget, by their German names. */
export function BudgetHistoryTable({ history }: { history: BudgetHistory['results'] }) {
  if (history.length === 0) return <Text c="dimmed">Noch keine Einzahlungen.</Text>;
  return (
    <ScrollableTable minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Wertstellung</Table.Th>
            <Table.Th>Art</Table.Th>
            <Table.Th ta="right">Punkte</Table.Th>
            <Table.Th>Kommentar</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {history.map((row) => (
            <Table.Tr key={`${row.kind}-${row.id}`}>
              <Table.Td>{formatDateTime(row.valueDate)}</Table.Td>
              <Table.Td>{TRANSACTION_TYPE_LABELS[row.type]}</Table.Td>
              <Table.Td ta="right">
                {row.direction === 'in' ? '+' : '−'}
                {row.value.toLocaleString('de-DE')}
              </Table.Td>
              <Table.Td>{row.comments ?? ''}</Table.Td>
              <Table.Td>
                {!row.executed ? (
                  <Badge color="blue" variant="light">
                    geplant
                  </Badge>
                ) : row.canceledAt ? (
                  <Badge color="gray" variant="light">
                    storniert
                  </Badge>
                ) : row.direction === 'out' ? (
                  <Badge color="gray" variant="light">
                    Storno
                  </Badge>
                ) : (
                  <Badge color="green" variant="light">
                    gebucht
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
