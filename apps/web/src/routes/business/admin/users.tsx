import { Alert, Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPagination } from '../../../components/ui/list-pagination';
import { ADMIN_USERS_PAGE_SIZE, AdminUsersTable, useAdminUsers } from '../../../features/admin-users';
import { errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';

/** /business/admin/users (staff): search by name or e-mail, paginated; the state lives in the address. */
export function Component() {
  usePageTitle('Nutzer');
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [input, setInput] = useState(search);
  const users = useAdminUsers({ search, page });

  const update = (next: { search?: string; page?: number }) => {
    const merged = { search, page, ...next };
    const query: Record<string, string> = {};
    if (merged.search) query.search = merged.search;
    if (merged.page > 1) query.page = String(merged.page);
    setParams(query, { replace: true });
  };
  const applySearch = useDebouncedCallback((value: string) => update({ search: value.trim(), page: 1 }), 300);
  const total = users.data ? Math.ceil(users.data.count / ADMIN_USERS_PAGE_SIZE) : 0;

  return (
    <Stack gap="md">
      <Title order={1}>Nutzer</Title>
      <TextInput
        label="Nutzer suchen"
        placeholder="Vorname, Nachname oder E-Mail-Adresse"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={users.isFetching ? <Loader size="xs" /> : null}
        value={input}
        onChange={(event) => {
          setInput(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        maw={480}
      />
      {users.isError && (
        <Alert color="red" role="alert">
          {errorMessage(users.error)}
        </Alert>
      )}
      {users.isPending && (
        <Center py="xl">
          <Loader aria-label="Nutzer werden geladen" />
        </Center>
      )}
      {users.data && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {users.data.count === 1
              ? '1 Nutzer gefunden'
              : `${users.data.count.toLocaleString('de-DE')} Nutzer gefunden`}
          </Text>
          {users.data.results.length > 0 && <AdminUsersTable users={users.data.results} />}
          <ListPagination total={total} value={page} onChange={(next) => update({ page: next })} />
        </>
      )}
    </Stack>
  );
}
