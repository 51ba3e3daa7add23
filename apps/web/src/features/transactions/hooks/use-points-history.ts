import { useMemo } from 'react';
import { TRANSACTIONS_PAGE_SIZE, useRecentTransactions, useTransactionsPage } from '../api/get-transactions';
import { filterTransactions, type TransactionFilter } from '../utils/transaction-filter';

/**
 * The rows to show for a filter and page: unfiltered, the server paginates the whole history;
 * with a type or period, the newest 500 rows are filtered and paginated in the browser.
 */
export function usePointsHistory(filter: TransactionFilter, page: number) {
  const filtered = filter.type !== 'all' || filter.period !== 'all';
  const paged = useTransactionsPage(page, !filtered);
  const recent = useRecentTransactions(filtered);
  const query = filtered ? recent : paged;
  const matching = useMemo(
    () => (filtered && recent.data ? filterTransactions(recent.data.results, filter, new Date()) : null),
    [filtered, recent.data, filter],
  );
  const start = (page - 1) * TRANSACTIONS_PAGE_SIZE;
  return {
    query,
    filtered,
    /** The summary of whichever call answered, so it stays on screen while the other loads. */
    summary: query.data ?? paged.data ?? recent.data,
    rows: matching ? matching.slice(start, start + TRANSACTIONS_PAGE_SIZE) : (paged.data?.results ?? []),
    count: matching ? matching.length : (paged.data?.count ?? 0),
    /** Older rows exist beyond the newest 500 that the filter searched. */
    truncated: filtered && !!recent.data && recent.data.count > recent.data.results.length,
  };
}
