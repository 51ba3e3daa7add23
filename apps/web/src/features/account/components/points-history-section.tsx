import { MESSAGES } from '@apopunkt/domain/messages';
import type { User } from '@apopunkt/domain/schemas/users';
import { Group, Paper, Skeleton, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { useTransactions } from '../api/get-transactions';
import { AccountSection } from './account-section';
import { filterTransactions, type TransactionFilter } from './transaction-filter';
import { TransactionFilters } from './transaction-filters';
import { TransactionTable } from './transaction-table';

function Score({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm" radius="md" miw={160}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value.toLocaleString('de-DE')}
      </Text>
    </Paper>
  );
}

/** 'Punkteverlauf': the scores and the ledger rows, filtered by type and period. */
export function PointsHistorySection({ user }: { user: User }) {
  const transactions = useTransactions();
  const [filter, setFilter] = useState<TransactionFilter>({ type: 'all', period: 'all' });
  const rows = useMemo(
    () => filterTransactions(transactions.data?.results ?? [], filter, new Date()),
    [transactions.data, filter],
  );

  return (
    <AccountSection id="punkteverlauf" title="Punkteverlauf">
      <Group>
        <Score label={MESSAGES.tooltipKnowledge} value={user.knowledgeScore} />
        <Score label={MESSAGES.tooltipPremium} value={user.premiumScore} />
        {transactions.data && <Score label="Insgesamt erhalten" value={transactions.data.creditsReceived} />}
      </Group>
      <TransactionFilters value={filter} onChange={setFilter} />
      {transactions.isPending && <Skeleton h={160} />}
      {transactions.isError && <LoadError error={transactions.error} onRetry={() => transactions.refetch()} />}
      {transactions.data && rows.length === 0 && <EmptyHint title="Keine Buchungen für diese Auswahl." />}
      {rows.length > 0 && <TransactionTable rows={rows} />}
    </AccountSection>
  );
}
