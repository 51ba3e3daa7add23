import type { User } from '@apopunkt/domain/schemas/users';
import { Center, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { ListPagination } from '../../../components/ui/list-pagination';
import { LoadError } from '../../../components/ui/load-error';
import { TRANSACTIONS_PAGE_SIZE } from '../api/get-transactions';
import { usePointsHistory } from '../hooks/use-points-history';
import type { TransactionFilter } from '../utils/transaction-filter';
import { PointsSummary } from './points-summary';
import { TransactionFilters } from './transaction-filters';
import { TransactionTable } from './transaction-table';

/** The points history (spec §3): summary, filters by type and period, bookings newest first, page by page. */
export function PointsHistory({ user }: { user: User }) {
  const [filter, setFilter] = useState<TransactionFilter>({ type: 'all', period: 'all' });
  const [page, setPage] = useState(1);
  const history = usePointsHistory(filter, page);
  const { query } = history;
  const pages = Math.max(1, Math.ceil(history.count / TRANSACTIONS_PAGE_SIZE));
  const changeFilter = (next: TransactionFilter) => {
    setFilter(next);
    setPage(1);
  };

  return (
    <Stack gap="md">
      {history.summary && <PointsSummary summary={history.summary} knowledgeScore={user.knowledgeScore} />}
      <TransactionFilters value={filter} onChange={changeFilter} />
      {query.isPending && (
        <Center py="xl" role="status">
          <Loader size="sm" />
          <VisuallyHidden>Punkteverlauf wird geladen …</VisuallyHidden>
        </Center>
      )}
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && history.count === 0 && (
        <EmptyHint title={history.filtered ? 'Keine Buchungen für diese Auswahl.' : 'Noch keine Buchungen'}>
          {!history.filtered && 'Schließe Module ab, um Prämienpunkte zu sammeln – jede Gutschrift erscheint hier.'}
        </EmptyHint>
      )}
      {history.count > 0 && (
        <>
          <TransactionTable rows={history.rows} count={history.count} busy={query.isPlaceholderData} />
          <ListPagination total={pages} value={page} onChange={setPage} />
        </>
      )}
      <Text size="xs" c="dimmed">
        Wissenspunkte werden nicht gebucht: Sie wachsen mit jedem zum ersten Mal bestandenen Modul.
      </Text>
    </Stack>
  );
}
