import { Alert, Button, Center, Drawer, Group, Loader, Stack, Table, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionsHeader } from '../../../components/ui/actions-header';
import { ManufacturerForm, useManufacturer, useManufacturerList } from '../../../features/admin-products';
import { errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';

/** /business/admin/manufacturers (staff): every manufacturer; create and edit in a drawer. */
export function Component() {
  usePageTitle('Hersteller');
  const list = useManufacturerList();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const detail = useManufacturer(typeof editing === 'number' ? editing : null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Hersteller</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Hersteller anlegen
        </Button>
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label="Hersteller werden geladen" />
        </Center>
      )}
      {list.data && (
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Kurzadresse</Table.Th>
              <ActionsHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.data.results.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td fw={600}>{m.name}</Table.Td>
                <Table.Td>{m.slug}</Table.Td>
                <Table.Td ta="right">
                  <Button
                    variant="subtle"
                    size="xs"
                    onClick={() => setEditing(m.id)}
                    aria-label={`${m.name} bearbeiten`}
                  >
                    Bearbeiten
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing === 'new' ? 'Hersteller anlegen' : 'Hersteller bearbeiten'}
      >
        {editing === 'new' && <ManufacturerForm manufacturer={null} onDone={() => setEditing(null)} />}
        {typeof editing === 'number' && detail.data && (
          <ManufacturerForm key={detail.data.id} manufacturer={detail.data} onDone={() => setEditing(null)} />
        )}
        {typeof editing === 'number' && detail.isPending && <Loader aria-label="Hersteller wird geladen" />}
      </Drawer>
    </Stack>
  );
}
