import { auditActionLabel, auditEntityLabel } from '@apopunkt/domain/rules/audit-diff';
import { germanDateTimeFormat } from '@apopunkt/domain/rules/dates';
import type { AuditLogEntry } from '@apopunkt/domain/schemas/audit-log';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { ListPagination } from '../../../components/ui/list-pagination';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { AUDIT_PAGE_SIZE, type AuditLogFilter, useAuditLog } from '../api/get-audit-log';
import { AuditChanges } from './audit-changes';
import { AuditLogFilters } from './audit-log-filters';

const WHEN = germanDateTimeFormat({ dateStyle: 'short', timeStyle: 'medium' });
const when = (iso: string) => WHEN.format(new Date(iso));

function Row({ entry }: { entry: AuditLogEntry }) {
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(entry.createdAt)}</Table.Td>
      <Table.Td>
        {entry.actor ? (
          <>
            {entry.actor.name} (#{entry.actor.id})
            <Text size="xs" c="dimmed">
              {entry.actor.email}
            </Text>
          </>
        ) : (
          <Text c="dimmed">System</Text>
        )}
      </Table.Td>
      <Table.Td title={entry.action}>{auditActionLabel(entry.action)}</Table.Td>
      <Table.Td>
        {auditEntityLabel(entry.entityType)}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.entityId}
        </Text>
      </Table.Td>
      <Table.Td>
        <AuditChanges before={entry.before} after={entry.after} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The audit log for superusers: every staff change with who, what, before and after. */
export function AuditLogAdmin() {
  const [filter, setFilter] = useState<AuditLogFilter>({ offset: 0 });
  const log = useAuditLog(filter);
  const pages = log.data ? Math.ceil(log.data.count / AUDIT_PAGE_SIZE) : 0;
  return (
    <Stack gap="md">
      <AuditLogFilters onApply={(fields) => setFilter({ ...fields, offset: 0 })} />
      {log.isPending && <Skeleton h={200} />}
      {log.isError && <LoadError error={log.error} onRetry={() => log.refetch()} />}
      {log.data?.count === 0 && <EmptyHint title="Keine Einträge für diese Filter." />}
      {log.data && log.data.count > 0 && (
        <>
          <Text size="sm" c="dimmed">
            {log.data.count.toLocaleString('de-DE')} Einträge
          </Text>
          <ScrollableTable minWidth={960}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Zeitpunkt</Table.Th>
                  <Table.Th>Wer</Table.Th>
                  <Table.Th>Aktion</Table.Th>
                  <Table.Th>Objekt</Table.Th>
                  <Table.Th>Änderungen</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.results.map((entry) => (
                  <Row key={entry.id} entry={entry} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollableTable>
          <ListPagination
            total={pages}
            value={filter.offset / AUDIT_PAGE_SIZE + 1}
            onChange={(p) => setFilter({ ...filter, offset: (p - 1) * AUDIT_PAGE_SIZE })}
          />
        </>
      )}
    </Stack>
  );
}
