import type { DashboardSeriesPoint } from '@apopunkt/domain/schemas/admin-dashboard';
import { Paper, SimpleGrid, Title } from '@mantine/core';
import { Chart } from '../../../components/charts/chart';

/** dd.MM. of a yyyy-MM-dd day, for the x axis. */
const shortDay = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.`;

/** Daily charts of the last 30 days: activity and registrations, points issued and spent. */
export function DashboardCharts({ series }: { series: DashboardSeriesPoint[] }) {
  const data = series.map((p) => ({ ...p, day: shortDay(p.date) }));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Aktivität pro Tag
        </Title>
        <Chart
          kind="trend"
          h={220}
          data={data}
          dataKey="day"
          legend
          label="Aktive Mitglieder, Abschlüsse und Registrierungen pro Tag"
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
        <Chart
          kind="bars"
          h={220}
          data={data}
          dataKey="day"
          legend
          label="Vergebene und ausgegebene Prämienpunkte und verkaufte Gutscheine pro Tag"
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
