import type { BusinessProductPage } from '@apopunkt/domain/schemas/business';
import { Anchor, Group, Image, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Chart } from '../../../components/charts/chart';
import { LoadError } from '../../../components/ui/load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { ScrollableTable } from '../../../components/ui/scrollable-table';
import { paths } from '../../../config/paths';
import { useBusinessProduct } from '../api/get-business-product';
import { formatDay, formatMonth, formatNumber } from '../lib/format';
import { ContactsPerDay, LowBudgetNotice, RunsOutOn } from './budget-forecast';
import { CsvButton, DataTable } from './data-table';

const KIND_LABEL = {
  DEPOSIT: 'Einzahlung',
  SCHEDDEP: 'Geplante Einzahlung (ausgeführt)',
  SCHEDULED: 'Geplante Einzahlung',
  REWARDS: 'Ausgezahlte Prämien',
  MONTHLY_REWARDS: 'Ausgezahlte Prämien (Monatssumme)',
} as const;

function unlimited(value: number | null): string {
  return value === null ? 'unbegrenzt' : formatNumber(value);
}

function monthlyHistory(product: BusinessProductPage) {
  const months = new Map<string, { month: string; Einzahlungen: number; Prämien: number; Geplant: number }>();
  for (const e of product.budgetHistory) {
    const month = `${e.date.slice(5, 7)}/${e.date.slice(0, 4)}`;
    const row = months.get(month) ?? { month, Einzahlungen: 0, Prämien: 0, Geplant: 0 };
    if (e.kind === 'REWARDS' || e.kind === 'MONTHLY_REWARDS') row.Prämien += e.value;
    else if (e.kind === 'SCHEDULED') row.Geplant += e.value;
    else row.Einzahlungen += e.value;
    months.set(month, row);
  }
  return [...months.values()];
}

const MODULE_COLUMNS = [
  { label: 'Modul' },
  { label: 'Reicht bis' },
  { label: 'Ausgeschöpft' },
  { label: 'Kontakte pro Tag (28 Tage)', numeric: true },
  { label: 'Restbudget', numeric: true },
  { label: 'Gesamt', numeric: true },
  { label: 'Prämien vergeben', numeric: true },
  { label: 'Kontakte erreicht', numeric: true },
  { label: 'Kontakte übrig', numeric: true },
];

/** The module table's CSV rows (the table itself shows links and the next deposit as well). */
function moduleRows(p: BusinessProductPage) {
  return p.manufacturerModules.map((m) => [
    m.module.name,
    m.forecast?.runsOutOn ? formatDay(m.forecast.runsOutOn) : '',
    m.isExhausted ? 'ja' : 'nein',
    m.forecast ? m.forecast.contactsPerDay : 'unbegrenzt',
    m.balance,
    m.total ?? 'unbegrenzt',
    m.rewardsGiven,
    m.contactsReached ?? 'unbegrenzt',
    m.remainingContacts ?? 'unbegrenzt',
  ]);
}

/** The manager's dashboard of a product: banner, modules with budgets and forecasts, budget history. */
export function ProductDashboard({ slug }: { slug: string }) {
  const product = useBusinessProduct(slug);
  if (product.isPending) return <Skeleton h={320} />;
  if (product.isError) return <LoadError error={product.error} onRetry={() => product.refetch()} />;
  const p = product.data;
  const moduleName = new Map(p.manufacturerModules.map((m) => [m.module.slug, m.module.name]));
  return (
    <Stack gap="lg">
      <PageHeader title={p.name} subtitle="Module, erreichte Kontakte und Restbudget dieses Produkts." />
      {p.banner && <Image src={p.banner} alt="" radius="md" mah={220} fit="cover" />}
      <LowBudgetNotice modules={p.manufacturerModules} />
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Title order={2} size="h3">
            Module
          </Title>
          <CsvButton title="Module" columns={MODULE_COLUMNS} rows={moduleRows(p)} csvName={`${p.slug}-module`} />
        </Group>
        <Text size="sm" c="dimmed" mb="sm">
          „Reicht bis“: wann das Restbudget aufgebraucht ist, wenn so viele Kontakte pro Tag bezahlt werden wie im
          Schnitt der letzten 28 Tage.
        </Text>
        <ScrollableTable minWidth={1040}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Modul</Table.Th>
                <Table.Th>Reicht bis</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Kontakte pro Tag</Table.Th>
                <Table.Th ta="right">Restbudget</Table.Th>
                <Table.Th ta="right">Gesamt</Table.Th>
                <Table.Th ta="right">Prämien vergeben</Table.Th>
                <Table.Th ta="right">Kontakte erreicht</Table.Th>
                <Table.Th ta="right">Kontakte übrig</Table.Th>
                <Table.Th>Nächste Einzahlung</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {p.manufacturerModules.map((m) => (
                <Table.Tr key={m.module.uuid}>
                  <Table.Td>
                    <Anchor component={Link} to={paths.BusinessModule.href(m.module.slug)}>
                      {m.module.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <RunsOutOn forecast={m.forecast} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} c={m.isExhausted ? 'red.9' : 'apo.8'}>
                      {m.isExhausted ? 'Ausgeschöpft' : 'Aktiv'}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">
                    <ContactsPerDay forecast={m.forecast} />
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(m.balance)}</Table.Td>
                  <Table.Td ta="right">{unlimited(m.total)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(m.rewardsGiven)}</Table.Td>
                  <Table.Td ta="right">{unlimited(m.contactsReached)}</Table.Td>
                  <Table.Td ta="right">{unlimited(m.remainingContacts)}</Table.Td>
                  <Table.Td>
                    {m.nextScheduledDeposit
                      ? `${formatNumber(m.nextScheduledDeposit.value)} am ${formatDay(m.nextScheduledDeposit.valueDate)}`
                      : '–'}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollableTable>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h3" mb="sm">
          Budgetverlauf
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Einzahlungen, geplante Einzahlungen und ausgezahlte Prämien pro Monat (Prämienpunkte).
        </Text>
        <Chart
          kind="bars"
          h={240}
          data={monthlyHistory(p)}
          dataKey="month"
          series={[
            { name: 'Einzahlungen', color: 'apo.7' },
            { name: 'Geplant', color: 'apo.3' },
            { name: 'Prämien', color: 'orange.6' },
          ]}
          legend
          label="Budgetverlauf pro Monat"
        />
        <DataTable
          title="Budgetbewegungen"
          csvName={`${p.slug}-budget`}
          columns={[{ label: 'Datum' }, { label: 'Modul' }, { label: 'Art' }, { label: 'Punkte', numeric: true }]}
          rows={p.budgetHistory.map((e) => [
            e.kind === 'MONTHLY_REWARDS' ? formatMonth(e.date) : formatDay(e.date),
            moduleName.get(e.moduleSlug) ?? e.moduleSlug,
            KIND_LABEL[e.kind],
            e.value,
          ])}
        />
      </Paper>
    </Stack>
  );
}
