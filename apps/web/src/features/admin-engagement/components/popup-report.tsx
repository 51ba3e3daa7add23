import { Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { LoadError } from '../../../components/ui/load-error';
import { usePopupReport } from '../api/get-popup-report';
import { formatDateTime } from './datetime';

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card withBorder>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl">
        {value.toLocaleString('de-DE')}
      </Text>
    </Card>
  );
}

function RegionTable({ title, rows }: { title: string; rows: { region: string; seen: number; clicked: number }[] }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>PLZ-Region</Table.Th>
            <Table.Th ta="right">Gesehen</Table.Th>
            <Table.Th ta="right">Geklickt</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.region}>
              <Table.Td>{r.region}</Table.Td>
              <Table.Td ta="right">{r.seen}</Table.Td>
              <Table.Td ta="right">{r.clicked}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The popup report of spec §3: totals, distinct counts and postcode regions for members and pharmacies. */
export function PopupReportView({ uuid }: { uuid: string }) {
  const report = usePopupReport(uuid);
  if (report.isPending) return <Skeleton h={400} />;
  if (report.isError) return <LoadError error={report.error} onRetry={() => report.refetch()} />;
  const r = report.data;
  return (
    <Stack gap="lg">
      <Text>
        {r.name || 'Popup'} · {r.isVisible ? 'gerade sichtbar' : 'nicht sichtbar'} · sichtbar ab{' '}
        {formatDateTime(r.visibleFrom ?? r.createdAt)} bis {formatDateTime(r.visibleTo)} ·{' '}
        {r.clickable ? 'mit Link' : 'ohne Link'}
      </Text>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Figure label="Nutzer: gesehen" value={r.userTotals.seen} />
        <Figure label="Nutzer: geklickt" value={r.userTotals.clicked} />
        <Figure label="Apotheken: gesehen" value={r.pharmacyTotals.seen} />
        <Figure label="Apotheken: geklickt" value={r.pharmacyTotals.clicked} />
        <Figure label="Verschiedene Nutzer: gesehen" value={r.distinct.users.seen} />
        <Figure label="Verschiedene Nutzer: geklickt" value={r.distinct.users.clicked} />
        <Figure label="Verschiedene Apotheken: gesehen" value={r.distinct.pharmacies.seen} />
        <Figure label="Verschiedene Apotheken: geklickt" value={r.distinct.pharmacies.clicked} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <RegionTable title="Nutzer je PLZ-Region" rows={r.perPostcode.users} />
        <RegionTable title="Apotheken je PLZ-Region" rows={r.perPostcode.pharmacies} />
      </SimpleGrid>
    </Stack>
  );
}
