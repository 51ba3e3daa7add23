import { CSV_CONTENT_TYPE, type CsvCell, toCsv } from '@apopunkt/domain/rules/csv';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { errorMessage } from '../../../lib/api-error';
import { saveBlob } from '../../../lib/download';
import { notify } from '../../../lib/notify';

export interface Column {
  label: string;
  numeric?: boolean;
}

function display(value: CsvCell): string {
  if (value === null || value === undefined) return '–';
  return typeof value === 'number' ? value.toLocaleString('de-DE') : value;
}

/** A table's rows, or a loader of more than it shows (every page of a paged table). */
export type CsvRows = CsvCell[][] | (() => Promise<CsvCell[][]>);

/**
 * The CSV export of a table: exactly the given header and rows (or the rows `rows` loads), written
 * by the one CSV writer of packages/domain (formulas in names and comments stay text).
 */
export function CsvButton({
  title,
  columns,
  rows,
  csvName,
}: {
  title: string;
  columns: Column[];
  rows: CsvRows;
  csvName: string;
}) {
  const [loading, setLoading] = useState(false);
  const save = async () => {
    setLoading(true);
    try {
      const all = typeof rows === 'function' ? await rows() : rows;
      saveBlob(new Blob([toCsv([columns.map((c) => c.label), ...all])], { type: CSV_CONTENT_TYPE }), `${csvName}.csv`);
    } catch (error) {
      notify.error(errorMessage(error), { title: 'Export fehlgeschlagen' });
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      disabled={Array.isArray(rows) && rows.length === 0}
      loading={loading}
      onClick={save}
      aria-label={`${title} als CSV exportieren`}
    >
      CSV exportieren
    </Button>
  );
}

/** Below this width per column a table scrolls sideways: two columns fit a phone, seven do not. */
const MIN_COLUMN_WIDTH = 120;

/**
 * A titled table with a CSV export of exactly what it shows (a paged table passes `csvRows`, the
 * loader of all its pages, and its page buttons as `footer`). It grows with the page; only long
 * tables beside a chart (day by day) pass `maxHeight` and scroll in a box of that height. Its
 * title is a level-3 heading under a section's; a table right under the page's title passes
 * `headingOrder={2}` (heading order, WCAG 1.3.1). `rowLinks` makes each row's first cell a link to
 * the row's page.
 */
export function DataTable({
  title,
  columns,
  rows,
  csvName,
  empty = 'Noch keine Daten.',
  maxHeight,
  headingOrder = 3,
  csvRows = rows,
  footer,
  rowLinks,
}: {
  title: string;
  columns: Column[];
  rows: CsvCell[][];
  csvName: string;
  empty?: string;
  maxHeight?: number;
  headingOrder?: 2 | 3;
  csvRows?: CsvRows;
  footer?: ReactNode;
  rowLinks?: string[];
}) {
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={headingOrder} size="h4">
          {title}
        </Title>
        <CsvButton title={title} columns={columns} rows={csvRows} csvName={csvName} />
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {empty}
        </Text>
      ) : (
        <ScrollableTable minWidth={MIN_COLUMN_WIDTH * columns.length} maxHeight={maxHeight}>
          <Table striped stickyHeader={maxHeight !== undefined}>
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
                      {k === 0 && rowLinks?.[i] ? (
                        <Anchor component={Link} to={rowLinks[i]} fw={600}>
                          {display(value)}
                        </Anchor>
                      ) : (
                        display(value)
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      {footer}
    </Stack>
  );
}
