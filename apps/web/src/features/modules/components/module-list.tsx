import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { Button, Center, Stack, Text } from '@mantine/core';
import { ModuleGrid } from '../../../components/module-tile/module-grid';
import { ModuleGridSkeleton } from '../../../components/module-tile/module-grid-skeleton';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { useRecommendedBy } from '../../team';
import { useModules } from '../api/get-modules';
import { useListSettings } from '../hooks/use-list-settings';
import { ModuleListFilters } from './module-list-filters';

interface ModuleListProps {
  types: readonly ModuleType[];
  /** Show the "only with premium points" switch (lists of budgeted manufacturer modules). */
  withBudgetFilter?: boolean;
}

/** A paginated grid of module tiles of some types, with order and budget filter and "Mehr laden". */
export function ModuleList({ types, withBudgetFilter = false }: ModuleListProps) {
  const settings = useListSettings();
  const ignoreExhausted = withBudgetFilter && settings.ignoreExhausted;
  const query = useModules({ types, orderBy: settings.orderBy, ignoreExhausted });
  const modules = query.data?.pages.flatMap((page) => page.results) ?? [];
  const count = query.data?.pages[0]?.count ?? 0;
  const recommendedBy = useRecommendedBy();

  return (
    <Stack gap={0}>
      <ModuleListFilters
        orderBy={settings.orderBy}
        onOrderChange={settings.setOrderBy}
        ignoreExhausted={ignoreExhausted}
        onIgnoreExhaustedChange={settings.setIgnoreExhausted}
        withBudgetFilter={withBudgetFilter}
      />
      {query.isPending && <ModuleGridSkeleton count={6} />}
      {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.isSuccess && modules.length === 0 && (
        <EmptyHint title="Hier gibt es gerade keine Module.">
          {ignoreExhausted ? 'Schalte den Filter aus, um alle Module zu sehen.' : 'Schau bald wieder vorbei.'}
        </EmptyHint>
      )}
      {modules.length > 0 && (
        <Stack gap="lg">
          <Text size="sm" c="dimmed" aria-live="polite">
            {modules.length} von {count} {count === 1 ? 'Modul' : 'Modulen'}
          </Text>
          <ModuleGrid modules={modules} headingOrder={2} recommendedBy={recommendedBy} />
          {query.hasNextPage && (
            <Center>
              <Button variant="light" onClick={() => query.fetchNextPage()} loading={query.isFetchingNextPage}>
                Mehr laden
              </Button>
            </Center>
          )}
        </Stack>
      )}
    </Stack>
  );
}
