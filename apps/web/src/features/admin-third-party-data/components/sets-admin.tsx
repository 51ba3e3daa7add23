import { Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { ListPagination } from '../../../components/ui/list-pagination';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { THIRD_PARTY_PAGE_SIZE, useThirdPartySets } from '../api/get-third-party-sets';
import { SetsTable } from './sets-table';

/** Staff overview of the data-sharing sets with search and pages; both live in the address. */
export function SetsAdmin() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [input, setInput] = useState(search);
  const list = useThirdPartySets({ search: search || undefined, page });
  const update = (next: { search?: string; page?: number }) => {
    const query: Record<string, string> = {};
    const value = next.search ?? search;
    if (value) query.search = value;
    if ((next.page ?? 1) > 1) query.page = String(next.page);
    setParams(query, { replace: true });
  };
  const applySearch = useDebouncedCallback((value: string) => update({ search: value.trim() }), 300);
  const total = list.data ? Math.ceil(list.data.count / THIRD_PARTY_PAGE_SIZE) : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Partner oder Titel suchen"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={input}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          component={Link}
          to={paths.ThirdPartyDataCreate.href()}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Datenweitergabe anlegen
        </Button>
      </Group>
      {list.isError && <LoadError error={list.error} onRetry={() => list.refetch()} />}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label="Datenweitergaben werden geladen" />
        </Center>
      )}
      {list.data && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {list.data.count === 1
              ? '1 Datenweitergabe'
              : `${list.data.count.toLocaleString('de-DE')} Datenweitergaben`}
          </Text>
          {list.data.results.length === 0 ? (
            <EmptyHint title={search ? 'Keine Datenweitergabe passt zur Suche.' : 'Noch keine Datenweitergaben.'} />
          ) : (
            <SetsTable sets={list.data.results} />
          )}
          <ListPagination total={total} value={page} onChange={(next) => update({ page: next })} />
        </>
      )}
    </Stack>
  );
}
