import { Paper, Skeleton } from '@mantine/core';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { useTrainingEmployees } from '../api/get-training-employees';
import { formatDay, jobName } from '../lib/format';
import { DataTable } from './data-table';

/** Field service: each employee of the assigned pharmacies and when they passed which module (staff: of `userId`). */
export function TrainingEmployeesView({ userId }: { userId?: number }) {
  const training = useTrainingEmployees(userId);
  if (training.isPending) return <Skeleton h={320} />;
  if (training.isError) return <LoadError error={training.error} onRetry={() => training.refetch()} />;
  const { modules, employees } = training.data;
  if (employees.length === 0)
    return (
      <EmptyHint
        title={
          userId === undefined
            ? 'In deinen Apotheken sind noch keine Mitarbeitenden.'
            : 'In den Apotheken dieser Person sind noch keine Mitarbeitenden.'
        }
      />
    );
  return (
    <Paper withBorder radius="md" p="md">
      <DataTable
        title="Mitarbeitende und bestandene Module"
        headingOrder={2}
        csvName="training-mitarbeitende"
        columns={[
          { label: 'Name' },
          { label: 'Beruf' },
          { label: 'Apotheke' },
          ...modules.map((m) => ({ label: m.name })),
        ]}
        rows={employees.map((e) => [
          `${e.firstName} ${e.lastName}`,
          jobName(e.job),
          e.pharmacy.name,
          ...modules.map((m) => {
            const pass = e.passed.find((p) => p.moduleSlug === m.slug);
            return pass ? formatDay(pass.passedAt) : '–';
          }),
        ])}
      />
    </Paper>
  );
}
