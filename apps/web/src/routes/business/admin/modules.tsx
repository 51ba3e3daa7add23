import { Alert, Button, Center, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination';
import { paths } from '../../../config/paths';
import {
  ADMIN_MODULES_PAGE_SIZE,
  EXHAUSTION_OPTIONS,
  MODULE_TYPE_OPTIONS,
  ModulesTable,
  productsOf,
  useAdminModules,
  useProductOptions,
  VISIBILITY_OPTIONS,
} from '../../../features/admin-modules';
import { errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';

const FILTERS = ['type', 'manufacturer', 'product', 'visibility', 'exhausted', 'search'] as const;
type Filter = (typeof FILTERS)[number];

/** /business/admin/modules (staff): every module with filters; the state lives in the address. */
export function Component() {
  usePageTitle('Module');
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? undefined])) as Record<
    Filter,
    string | undefined
  >;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(filters.search ?? '');
  const modules = useAdminModules({ ...filters, page });
  const options = useProductOptions();

  const update = (next: Partial<Record<Filter, string | null>> & { page?: number }) => {
    const query: Record<string, string> = {};
    for (const key of FILTERS) {
      const value = key in next ? next[key] : filters[key];
      if (value) query[key] = value;
    }
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.page = String(nextPage);
    setParams(query, { replace: true });
  };
  const applySearch = useDebouncedCallback((value: string) => update({ search: value.trim() || null }), 300);
  const total = modules.data ? Math.ceil(modules.data.count / ADMIN_MODULES_PAGE_SIZE) : 0;
  const products = productsOf(options.data?.products ?? [], filters.manufacturer);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Module</Title>
        <Group gap="sm">
          <Button component={Link} to={paths.AdminAdGroup.href()} variant="default">
            Empfehlungen der Redaktion
          </Button>
          <Button component={Link} to={paths.ModuleCreate.href()} leftSection={<IconPlus size={16} aria-hidden />}>
            Modul anlegen
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3, lg: 6 }}>
        <TextInput
          label="Name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
        />
        <Select
          label="Typ"
          data={MODULE_TYPE_OPTIONS}
          clearable
          value={filters.type ?? null}
          onChange={(value) => update({ type: value })}
        />
        <Select
          label="Hersteller"
          data={options.data?.manufacturers ?? []}
          searchable
          clearable
          value={filters.manufacturer ?? null}
          onChange={(value) => update({ manufacturer: value, product: null })}
        />
        <Select
          label="Produkt"
          data={products}
          searchable
          clearable
          value={filters.product ?? null}
          onChange={(value) => update({ product: value })}
        />
        <Select
          label="Sichtbarkeit"
          data={VISIBILITY_OPTIONS}
          clearable
          value={filters.visibility ?? null}
          onChange={(value) => update({ visibility: value })}
        />
        <Select
          label="Budget"
          data={EXHAUSTION_OPTIONS}
          clearable
          value={filters.exhausted ?? null}
          onChange={(value) => update({ exhausted: value })}
        />
      </SimpleGrid>
      {modules.isError && (
        <Alert color="red" role="alert">
          {errorMessage(modules.error)}
        </Alert>
      )}
      {modules.isPending && (
        <Center py="xl">
          <Loader aria-label="Module werden geladen" />
        </Center>
      )}
      {modules.data && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {modules.data.count === 1
              ? '1 Modul gefunden'
              : `${modules.data.count.toLocaleString('de-DE')} Module gefunden`}
          </Text>
          {modules.data.results.length > 0 && <ModulesTable modules={modules.data.results} />}
          <ListPagination total={total} value={page} onChange={(next) => update({ page: next })} />
        </>
      )}
    </Stack>
  );
}
