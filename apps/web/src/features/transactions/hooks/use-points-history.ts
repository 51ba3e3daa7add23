import { useMemo } from 'react';
import { useTransactionsPage } from '../api/get-transactions';
import { filterQuery, isFiltered, type TransactionFilter } from '../utils/transaction-filter';

/** One page of the history for a filter; the server filters and paginates the whole history. */
export function usePointsHistory(filter: TransactionFilter, page: number) {
  const query = useTransactionsPage(
    page,
    useMemo(() => filterQuery(filter, new Date()), [filter]),
  );
  return {
    query,
    filtered: isFiltered(filter),
    summary: query.data,
    rows: query.data?.results ?? [],
    count: query.data?.count ?? 0,
  };
}
