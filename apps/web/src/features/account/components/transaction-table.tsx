import { TRANSACTION_TYPE_LABELS } from '@apopunkt/domain/constants/ledger-labels';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { Transaction } from '@apopunkt/domain/schemas/ledger';
import { Table, Text } from '@mantine/core';

function signed(row: Transaction): string {
  const value = row.value.toLocaleString('de-DE');
  return row.isIncome ? `+${value}` : `−${value}`;
}

/** The ledger rows: date, what happened, module or partner, points. */
export function TransactionTable({ rows }: { rows: Transaction[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped aria-label="Buchungen">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Datum</Table.Th>
            <Table.Th>Art</Table.Th>
            <Table.Th>Details</Table.Th>
            <Table.Th ta="right">Prämienpunkte</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.uuid} style={row.canceledAt ? { textDecoration: 'line-through' } : undefined}>
              <Table.Td>{row.valueDate ? formatGermanDate(row.valueDate) : '–'}</Table.Td>
              <Table.Td>{TRANSACTION_TYPE_LABELS[row.transactionType]}</Table.Td>
              <Table.Td>{row.module?.name ?? row.partner?.name ?? row.comments ?? ''}</Table.Td>
              <Table.Td ta="right">
                <Text span fw={600} c={row.isIncome ? 'teal.8' : 'red.8'}>
                  {signed(row)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
