import '@mantine/charts/styles.css';
import type { DashboardSeriesPoint } from '@apopunkt/domain/schemas/admin-dashboard';
import { AreaChart, BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Title } from '@mantine/core';

/** dd.MM. of a yyyy-MM-dd day, for the x axis. */
const shortDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;

/** Daily charts of the last 30 days: activity and registrations, points issued and spent. */
export function DashboardCharts({ series }: { series: DashboardSeriesPoint[] }) {
  const data = series.map((p) => ({ ...p, day: shortDay(p.date) }));
  const common = {
    h: 220,
    data,
    dataKey: 'day',
    withLegend: true,
    valueFormatter: (v: number) => v.toLocaleString('de-DE'),
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Aktivität pro Tag
        </Title>
        <AreaChart
          {...common}
          curveType="monotone"
          series={[
            { name: 'activeMembers', label: 'Aktive Mitglieder', color: 'teal.6' },
            { name: 'completions', label: 'Abschlüsse', color: 'blue.6' },
            { name: 'registrations', label: 'Registrierungen', color: 'orange.6' },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Prämienpunkte und Gutscheine pro Tag
        </Title>
        <BarChart
          {...common}
          series={[
            { name: 'premiumIssued', label: 'Vergeben', color: 'teal.6' },
            { name: 'premiumSpent', label: 'Ausgegeben', color: 'red.6' },
            { name: 'vouchersSold', label: 'Gutscheine', color: 'grape.6' },
          ]}
        />
      </Paper>
    </SimpleGrid>
  );
}
