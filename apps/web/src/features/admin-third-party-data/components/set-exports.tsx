import type { ThirdPartySet } from '@apopunkt/domain/schemas/third-party-data';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useExportThirdPartySet } from '../api/export-third-party-set';
import { formatDateTime } from './format';

/** The CSV export for the partner and the log of every export (who, when, how many rows). */
export function SetExports({ set }: { set: ThirdPartySet }) {
  const fileName = `datenweitergabe-${set.partner.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`;
  const exportCsv = useExportThirdPartySet(set.uuid, fileName);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4">
              Export für {set.partner}
            </Title>
            <Text size="sm" c="dimmed">
              {set.activeConsents === 1 ? '1 aktive Einwilligung' : `${set.activeConsents} aktive Einwilligungen`}. Die
              CSV-Datei (UTF-8, Semikolon) enthält nur die gewählten Felder; jeder Export wird protokolliert.
            </Text>
          </div>
          <Button
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exportCsv.isPending}
            onClick={() =>
              exportCsv.mutate(undefined, {
                onSuccess: () => notify.success('Der Export wurde erstellt.'),
                onError: (error) => notify.error(errorMessage(error)),
              })
            }
          >
            CSV exportieren
          </Button>
        </Group>
        {set.exports.length === 0 ? (
          <Text size="sm">Noch keine Exporte.</Text>
        ) : (
          <ScrollableTable minWidth={280}>
            <Table striped aria-label="Export-Protokoll">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Zeitpunkt</Table.Th>
                  <Table.Th>Exportiert von</Table.Th>
                  <Table.Th>Zeilen</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {set.exports.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDateTime(e.createdAt)}</Table.Td>
                    <Table.Td>{e.exportedBy ?? 'Gelöschtes Konto'}</Table.Td>
                    <Table.Td>{e.rowCount}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollableTable>
        )}
      </Stack>
    </Paper>
  );
}
