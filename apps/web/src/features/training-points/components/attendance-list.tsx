import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { TrainingPoints } from '@apopunkt/domain/schemas/training-points';
import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useDownloadAttendanceCertificates } from '../api/download-attendance-certificates';

/** Every certificate of attendance with its accreditation, and the download of all as one PDF. */
export function AttendanceList({ account }: { account: TrainingPoints }) {
  const download = useDownloadAttendanceCertificates();
  return (
    <Paper component="section" aria-labelledby="attendance-title" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3" id="attendance-title">
            Deine Teilnahme&shy;bescheinigungen
          </Title>
          {account.pdfUrl && (
            <Button
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={download.isPending}
              onClick={() => download.mutate(undefined, { onError: (error) => notify.error(errorMessage(error)) })}
            >
              Alle als PDF herunterladen
            </Button>
          )}
        </Group>
        {account.attendances.length === 0 ? (
          <Text c="dimmed">
            Noch keine Teilnahmebescheinigungen. Bestehe ein Modul mit Fortbildungspunkten, um deine erste zu erhalten.
            Alle Zertifikate findest du unter{' '}
            <Anchor component={Link} to={paths.Certificates.href()} underline="always">
              Deine Zertifikate
            </Anchor>
            .
          </Text>
        ) : (
          <ScrollableTable minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Modul</Table.Th>
                  <Table.Th>Teilgenommen am</Table.Th>
                  <Table.Th>Kammer und Veranstaltungsnummer</Table.Th>
                  <Table.Th>Kategorie</Table.Th>
                  <Table.Th>Punkte</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {account.attendances.map((row) => (
                  <Table.Tr key={row.certificateUuid}>
                    <Table.Td>{row.moduleName}</Table.Td>
                    <Table.Td>{formatGermanDate(row.attendedAt)}</Table.Td>
                    <Table.Td>
                      {row.chamber}
                      <Text size="xs" c="dimmed">
                        {row.eventNumber}
                      </Text>
                    </Table.Td>
                    <Table.Td>{row.category}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        {row.points}
                        {!row.counts && (
                          <Badge color="gray" variant="light" title={`verfallen am ${formatGermanDate(row.expiresAt)}`}>
                            verfallen
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
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
