import { TRANSACTION_TYPE_LABELS } from '@apopunkt/domain/constants/ledger-labels';
import { formatGermanDateTime } from '@apopunkt/domain/rules/dates';
import type { Transaction } from '@apopunkt/domain/schemas/ledger';
import { Badge, Stack, Table, Text } from '@mantine/core';
import { TransactionCounterpart } from './transaction-counterpart';

function formatDate(value: string | null): string {
  return value ? formatGermanDateTime(value) : '–';
}

/**
 * One booking of the points history: date, German label, counterpart, signed value; with
 * `dateAbove` (phones) the date is the first line of the booking instead of a column of its own.
 */
export function TransactionRow({ transaction, dateAbove = false }: { transaction: Transaction; dateAbove?: boolean }) {
  const canceled = transaction.canceledAt !== null;
  const sign = transaction.value === 0 ? '' : transaction.isIncome ? '+' : '−';
  return (
    <Table.Tr>
      {!dateAbove && <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(transaction.valueDate)}</Table.Td>}
      <Table.Td>
        <Stack gap={2}>
          {dateAbove && (
            <Text size="xs" c="dimmed">
              {formatDate(transaction.valueDate)}
            </Text>
          )}
          <Text size="sm" fw={600} td={canceled ? 'line-through' : undefined}>
            {TRANSACTION_TYPE_LABELS[transaction.transactionType]}
          </Text>
          {transaction.partner?.name && transaction.module && (
            <Text size="xs" c="dimmed">
              {transaction.partner.name}
            </Text>
          )}
          <TransactionCounterpart transaction={transaction} />
          {transaction.comments && (
            <Text size="xs" c="dimmed">
              {transaction.comments}
            </Text>
          )}
          {canceled && (
            <Badge color="gray" variant="light" size="sm">
              storniert am {formatDate(transaction.canceledAt)}
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        <Text
          fw={700}
          c={transaction.value === 0 ? 'dimmed' : transaction.isIncome ? 'teal.9' : 'red.9'}
          td={canceled ? 'line-through' : undefined}
        >
          {sign}
          {transaction.value.toLocaleString('de-DE')}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}
