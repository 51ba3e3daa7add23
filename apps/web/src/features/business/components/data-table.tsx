import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { type CsvCell, downloadCsv } from '../lib/csv';

export interface Column {
  label: string;
  numeric?: boolean;
}

function display(value: CsvCell): string {
  if (value === null) return '–';
  return typeof value === 'number' ? value.toLocaleString('de-DE') : value;
}

/** A titled table with a CSV export of exactly what it shows. */
export function DataTable({
  title,
  columns,
  rows,
  csvName,
  empty = 'Noch keine Daten.',
}: {
  title: string;
  columns: Column[];
  rows: CsvCell[][];
  csvName: string;
  empty?: string;
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={rows.length === 0}
          onClick={() =>
            downloadCsv(
              `${csvName}.csv`,
              columns.map((c) => c.label),
              rows,
            )
          }
          aria-label={`${title} als CSV exportieren`}
        >
          CSV exportieren
        </Button>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <ScrollableTable minWidth={360} maxHeight={420}>
          <Table striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.label} ta={c.numeric ? 'right' : undefined}>
                    {c.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no identity beyond their position
                <Table.Tr key={i}>
                  {row.map((value, k) => (
                    <Table.Td key={columns[k]?.label ?? k} ta={columns[k]?.numeric ? 'right' : undefined}>
                      {display(value)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
    </Stack>
  );
}
