import type { AdminDashboard } from '@apopunkt/domain/schemas/admin-dashboard';
import { Paper, SimpleGrid, Text } from '@mantine/core';

const number = (n: number) => n.toLocaleString('de-DE');

/** The platform's key figures of the last 30 days as cards. */
export function FigureCards({ data }: { data: AdminDashboard }) {
  const figures: { label: string; value: number; hint?: string }[] = [
    { label: 'Aktiv (7 Tage)', value: data.members.active7, hint: `von ${number(data.members.total)} Mitgliedern` },
    { label: 'Aktiv (30 Tage)', value: data.members.active30 },
    { label: 'Registrierungen', value: data.registrations },
    { label: 'Abschlüsse', value: data.completions },
    { label: 'Wissenspunkte vergeben', value: data.knowledgePointsIssued },
    { label: 'Prämienpunkte vergeben', value: data.premiumPointsIssued },
    { label: 'Prämienpunkte ausgegeben', value: data.premiumPointsSpent },
    { label: 'Gutscheine verkauft', value: data.vouchersSold },
    { label: 'Restbudget der Module', value: data.budgetsLeft, hint: 'Prämienpunkte' },
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {figures.map((f) => (
        <Paper key={f.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" fw={600}>
            {f.label}
          </Text>
          <Text fz={24} fw={700}>
            {number(f.value)}
          </Text>
          {f.hint && (
            <Text size="xs" c="dimmed">
              {f.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
