import type { Transaction } from '@apopunkt/domain/schemas/ledger';
import { Table } from '@mantine/core';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { useSmallScreen } from '../../../lib/use-small-screen';
import { TransactionRow } from './transaction-row';

/**
 * The bookings of one page: date, what happened with whom, signed premium points. On a phone the
 * date goes above the booking, so the table fits the screen instead of scrolling sideways.
 */
export function TransactionTable({ rows, count, busy }: { rows: Transaction[]; count: number; busy: boolean }) {
  const phone = useSmallScreen();
  return (
    <ScrollableTable minWidth={phone ? 0 : 520}>
      <Table verticalSpacing="sm" striped aria-busy={busy}>
        <Table.Caption>
          {count} {count === 1 ? 'Buchung' : 'Buchungen'}, die neuesten zuerst
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {!phone && <Table.Th scope="col">Datum</Table.Th>}
            <Table.Th scope="col">Buchung</Table.Th>
            <Table.Th scope="col" ta="right">
              {/* A soft hyphen: on a phone the long word breaks instead of pushing the table wider. */}
              Prämien{'\u00AD'}punkte
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((transaction) => (
            <TransactionRow key={transaction.uuid} transaction={transaction} dateAbove={phone} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
