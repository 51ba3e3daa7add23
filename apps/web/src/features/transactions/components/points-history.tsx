import type { User } from '@apopunkt/domain/schemas/users';
import { Center, Group, Loader, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { TRANSACTIONS_PAGE_SIZE, useTransactions } from '../api/get-transactions';
import { PointsSummary } from './points-summary';
import { TransactionRow } from './transaction-row';

/** The points history (spec §3): summary, then every booking newest first, page by page. */
export function PointsHistory({ user }: { user: User }) {
  const [page, setPage] = useState(1);
  const query = useTransactions(page);
  if (query.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" />
        <VisuallyHidden>Punkteverlauf wird geladen …</VisuallyHidden>
      </Center>
    );
  }
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const { results, count } = query.data;
  const pages = Math.max(1, Math.ceil(count / TRANSACTIONS_PAGE_SIZE));
  return (
    <Stack gap="md">
      <PointsSummary summary={query.data} knowledgeScore={user.knowledgeScore} />
      {count === 0 ? (
        <EmptyHint title="Noch keine Buchungen">
          Schließe Module ab, um Prämienpunkte zu sammeln – jede Gutschrift erscheint hier.
        </EmptyHint>
      ) : (
        <>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" striped aria-busy={query.isPlaceholderData}>
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
                {results.map((transaction) => (
                  <TransactionRow key={transaction.uuid} transaction={transaction} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                getControlProps={(control) => ({ 'aria-label': controlLabel(control) })}
                getItemProps={(item) => ({ 'aria-label': `Seite ${item}` })}
              />
            </Group>
          )}
          <Text size="xs" c="dimmed">
            Wissenspunkte werden nicht gebucht: Sie wachsen mit jedem zum ersten Mal bestandenen Modul.
          </Text>
        </>
      )}
    </Stack>
  );
}

function controlLabel(control: 'first' | 'previous' | 'next' | 'last'): string {
  return { first: 'Erste Seite', previous: 'Vorherige Seite', next: 'Nächste Seite', last: 'Letzte Seite' }[control];
}
