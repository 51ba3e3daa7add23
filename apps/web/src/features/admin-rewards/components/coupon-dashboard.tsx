import { formatEuroCents } from '@apopunkt/domain/rules/coupons';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { CouponDashboardRow } from '@apopunkt/domain/schemas/coupons';
import { Button, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { useCouponDashboard } from '../api/get-coupon-dashboard';
import { CouponCodesUpload } from './coupon-codes-upload';
import { CouponTotals } from './coupon-totals';

/** Staff view of the voucher shop: totals, every offer with stock and sales, CSV upload per offer. */
export function CouponDashboard() {
  const dashboard = useCouponDashboard();
  const [uploadFor, setUploadFor] = useState<CouponDashboardRow | null>(null);
  if (dashboard.isPending) return <Skeleton h={240} />;
  if (dashboard.isError) return <LoadError error={dashboard.error} onRetry={() => dashboard.refetch()} />;
  const { totals, results } = dashboard.data;

  return (
    <Stack gap="lg">
      <CouponTotals totals={totals} />
      {results.length === 0 && <EmptyHint title="Noch keine Gutschein-Angebote." />}
      {results.length > 0 && (
        <ScrollableTable minWidth={860}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Angebot</Table.Th>
                <Table.Th>Wert / Preis</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Lager</Table.Th>
                <Table.Th ta="right">Verkauft (30 Tage)</Table.Th>
                <Table.Th>Zuletzt verkauft</Table.Th>
                <Table.Th>Codes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.map((row) => (
                <Table.Tr key={row.offer.id}>
                  <Table.Td>
                    {row.offer.partner.name}: {row.offer.title}
                  </Table.Td>
                  <Table.Td>
                    {formatEuroCents(row.offer.value)}
                    <Text size="xs" c="dimmed">
                      {row.offer.price.toLocaleString('de-DE')} Prämienpunkte
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c={row.isActive ? 'apo.7' : 'dimmed'}>
                      {row.isActive ? 'Aktiv' : 'Inaktiv'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" c={row.available === 0 ? 'red.9' : undefined}>
                    {row.available.toLocaleString('de-DE')}
                  </Table.Td>
                  <Table.Td ta="right">
                    {row.sold.toLocaleString('de-DE')} ({row.soldLast30Days.toLocaleString('de-DE')})
                  </Table.Td>
                  <Table.Td>{row.lastSoldAt ? formatGermanDate(row.lastSoldAt) : '–'}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setUploadFor(row)}
                      aria-label={`Codes für ${row.offer.title}: CSV hochladen`}
                    >
                      CSV hochladen
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      )}
      <CouponCodesUpload row={uploadFor} onClose={() => setUploadFor(null)} />
    </Stack>
  );
}
