import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import { Chart } from '../../../components/charts/chart';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { useTrainingModules } from '../api/get-training-modules';
import { DataTable } from './data-table';

/** Field service: how the assigned pharmacies completed the manufacturer's modules (staff: of `userId`). */
export function TrainingModulesView({ userId }: { userId?: number }) {
  const training = useTrainingModules(userId);
  if (training.isPending) return <Skeleton h={320} />;
  if (training.isError) return <LoadError error={training.error} onRetry={() => training.refetch()} />;
  const { pharmacies, modules, perMonth } = training.data;
  if (pharmacies.length === 0) {
    return userId === undefined ? (
      <EmptyHint title="Dir sind noch keine Apotheken zugeordnet.">Bitte wende dich an den Support.</EmptyHint>
    ) : (
      <EmptyHint title="Dieser Person sind noch keine Apotheken zugeordnet.">
        Apotheken ordnest du in der Nutzerverwaltung zu.
      </EmptyHint>
    );
  }
  const nameOf = new Map(pharmacies.map((p) => [p.id, p.name]));
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h3" mb="sm">
          Abschlüsse je Modul
        </Title>
        <Chart
          kind="bars"
          horizontal
          h={Math.max(160, modules.length * 40)}
          data={modules.map((m) => ({ modul: m.name, Abschlüsse: m.completedTotal }))}
          dataKey="modul"
          series={[{ name: 'Abschlüsse', color: 'apo.6' }]}
          label="Abschlüsse je Modul"
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h3" mb="sm">
          Verlauf
        </Title>
        <Chart
          kind="trend"
          h={220}
          data={perMonth.map((m) => ({
            monat: `${m.month.slice(5, 7)}/${m.month.slice(0, 4)}`,
            Abschlüsse: m.completed,
          }))}
          dataKey="monat"
          series={[{ name: 'Abschlüsse', color: 'apo.7' }]}
          label="Abschlüsse pro Monat"
        />
        <DataTable
          title="Abschlüsse pro Monat"
          csvName="training-verlauf"
          columns={[{ label: 'Monat' }, { label: 'Abschlüsse', numeric: true }]}
          rows={perMonth.map((m) => [`${m.month.slice(5, 7)}/${m.month.slice(0, 4)}`, m.completed])}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <DataTable
          title="Abschlüsse je Modul und Apotheke"
          csvName="training-module"
          columns={[{ label: 'Modul' }, { label: 'Apotheke' }, { label: 'Abschlüsse', numeric: true }]}
          rows={modules.flatMap((m) => m.perPharmacy.map((p) => [m.name, nameOf.get(p.pharmacyId) ?? '', p.completed]))}
        />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <DataTable
          title="Zugeordnete Apotheken"
          csvName="training-apotheken"
          columns={[
            { label: 'Apotheke' },
            { label: 'PLZ' },
            { label: 'Ort' },
            { label: 'Mitarbeitende', numeric: true },
          ]}
          rows={pharmacies.map((p) => [p.name, p.zip, p.city, p.employees])}
        />
      </Paper>
    </Stack>
  );
}
