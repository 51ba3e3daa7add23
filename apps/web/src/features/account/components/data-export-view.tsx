import { DATA_EXPORT_SECTIONS, type DataExportSectionKey } from '@apopunkt/domain/constants/data-export';
import { formatGermanDate, formatGermanDateTime } from '@apopunkt/domain/rules/dates';
import type { DataExport } from '@apopunkt/domain/schemas/my-data';
import { Accordion, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

/** A value as the member reads it: dates in German, yes/no, a dash for nothing. */
export function readableValue(value: Cell | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? 'Ja' : 'Nein';
  if (typeof value === 'number') return value.toLocaleString('de-DE');
  if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatGermanDateTime(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatGermanDate(value);
  return value;
}

function Fields({ section, row }: { section: DataExportSectionKey; row: Row }) {
  const columns = Object.entries(DATA_EXPORT_SECTIONS[section].columns) as [string, string][];
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={6} m={0}>
      {columns.map(([column, label]) => (
        <div key={column} style={{ minWidth: 0 }}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {readableValue(row[column])}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The export as the member reads it: one fold per section with its entries. */
export function DataExportView({ data }: { data: DataExport }) {
  return (
    <Accordion multiple defaultValue={['profile']} variant="separated" order={2}>
      {data.sections.map((section) => {
        const key = section.key as DataExportSectionKey;
        return (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>
              <Group gap="xs" wrap="nowrap">
                <Text fw={600}>{section.title}</Text>
                <Badge
                  variant="light"
                  color="gray"
                  aria-label={`${section.rows.length} ${section.rows.length === 1 ? 'Eintrag' : 'Einträge'}`}
                >
                  {section.rows.length}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              {section.rows.length === 0 ? (
                <Text size="sm">Keine Einträge.</Text>
              ) : (
                <Stack gap="sm">
                  {section.rows.map((row, index) => (
                    <Paper
                      // biome-ignore lint/suspicious/noArrayIndexKey: a fixed snapshot, never reordered
                      key={index}
                      withBorder={section.rows.length > 1}
                      p={section.rows.length > 1 ? 'sm' : 0}
                      radius="sm"
                    >
                      <Fields section={key} row={row} />
                    </Paper>
                  ))}
                </Stack>
              )}
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
