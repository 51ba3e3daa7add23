import type { AdminProduct } from '@apopunkt/domain/schemas/admin-products';
import {
  Alert,
  Badge,
  Button,
  Center,
  Drawer,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionsHeader } from '../../../components/ui/actions-header';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { ProductForm, useManufacturerList, useProductList } from '../../../features/admin-products';
import { errorMessage } from '../../../lib/api-error';
import { usePageTitle } from '../../../lib/page-title';

/** /business/admin/products (staff): every product page, filtered by manufacturer and state; edit in a drawer. */
export function Component() {
  usePageTitle('Produkte verwalten');
  const [manufacturer, setManufacturer] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);
  const list = useProductList({ manufacturer: manufacturer ?? undefined, active: active ?? undefined });
  const manufacturers = useManufacturerList();
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1}>Produkte verwalten</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          Produkt anlegen
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Hersteller"
          searchable
          clearable
          data={(manufacturers.data?.results ?? []).map((m) => ({ value: String(m.id), label: m.name }))}
          value={manufacturer}
          onChange={setManufacturer}
        />
        <Select
          label="Status"
          clearable
          data={[
            { value: 'true', label: 'Aktiv' },
            { value: 'false', label: 'Inaktiv' },
          ]}
          value={active}
          onChange={setActive}
        />
      </SimpleGrid>
      {list.isError && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.isPending && (
        <Center py="xl">
          <Loader aria-label="Produkte werden geladen" />
        </Center>
      )}
      {list.data && (
        <ScrollableTable minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Hersteller</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Module</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.results.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    <Text fw={600}>{p.name}</Text>
                    <Text size="xs" c="dimmed">
                      {p.tags.join(', ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>{p.manufacturer.name}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      <Badge variant="outline" color="dark">
                        {p.isActive ? 'aktiv' : 'inaktiv'}
                      </Badge>
                      {p.isRxProduct && (
                        <Badge variant="outline" color="dark">
                          Rx
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{p.moduleCount}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => setEditing(p)}
                      aria-label={`${p.name} bearbeiten`}
                    >
                      Bearbeiten
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      <Drawer
        opened={editing !== null}
        onClose={() => setEditing(null)}
        position="right"
        size="lg"
        title={editing === 'new' ? 'Produkt anlegen' : 'Produkt bearbeiten'}
      >
        {editing !== null && (
          <ProductForm
            key={editing === 'new' ? 'new' : editing.id}
            product={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Drawer>
    </Stack>
  );
}
