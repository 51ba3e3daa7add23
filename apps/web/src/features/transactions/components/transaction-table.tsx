import type { Transaction } from '@apopunkt/domain/schemas/ledger';
import { Table } from '@mantine/core';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { TransactionRow } from './transaction-row';

/** The bookings of one page: date, what happened with whom, signed premium points. */
export function TransactionTable({ rows, count, busy }: { rows: Transaction[]; count: number; busy: boolean }) {
  return (
    <ScrollableTable minWidth={520}>
      <Table verticalSpacing="sm" striped aria-busy={busy}>
        <Table.Caption>
          {count} {count === 1 ? 'Buchung' : 'Buchungen'}, die neuesten zuerst
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Datum</Table.Th>
            <Table.Th scope="col">Buchung</Table.Th>
            <Table.Th scope="col" ta="right">
              Prämienpunkte
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((transaction) => (
            <TransactionRow key={transaction.uuid} transaction={transaction} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
