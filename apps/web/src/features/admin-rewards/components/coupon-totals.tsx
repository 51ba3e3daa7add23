import type { CouponDashboard } from '@apopunkt/domain/schemas/coupons';
import { Paper, SimpleGrid, Text } from '@mantine/core';

/** The dashboard's key figures. */
export function CouponTotals({ totals }: { totals: CouponDashboard['totals'] }) {
  const figures = [
    { label: 'Angebote', value: totals.offers },
    { label: 'Codes auf Lager', value: totals.available },
    { label: 'Verkauft', value: totals.sold },
    { label: 'Verkauft (30 Tage)', value: totals.soldLast30Days },
    { label: 'Eingelöste Prämienpunkte', value: totals.pointsSpent },
    { label: 'Ausverkaufte Angebote', value: totals.soldOutOffers },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed">
            {figure.label}
          </Text>
          <Text fw={700} size="xl">
            {figure.value.toLocaleString('de-DE')}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
