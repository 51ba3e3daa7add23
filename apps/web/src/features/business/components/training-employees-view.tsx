import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { LoadError } from '../../../components/ui/load-error';
import { useTrainingEmployees } from '../api/get-training-employees';
import { formatDay, formatPeople, jobName } from '../lib/format';
import { DataTable } from './data-table';

/**
 * Field service: the employees of the assigned pharmacies who let their team see them, and when
 * they passed which module; the others only as a count per pharmacy (staff: of `userId`).
 */
export function TrainingEmployeesView({ userId }: { userId?: number }) {
  const training = useTrainingEmployees(userId);
  if (training.isPending) return <Skeleton h={320} />;
  if (training.isError) return <LoadError error={training.error} onRetry={() => training.refetch()} />;
  const { modules, employees, withoutConsent } = training.data;
  if (employees.length === 0 && withoutConsent.length === 0)
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
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        {employees.length === 0 ? (
          <Text size="sm">Noch niemand aus diesen Apotheken hat der Anzeige des Namens zugestimmt.</Text>
        ) : (
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
        )}
      </Paper>
      {withoutConsent.length > 0 && (
        <Paper withBorder radius="md" p="md">
          <DataTable
            title="Ohne Einwilligung"
            headingOrder={2}
            csvName="training-ohne-einwilligung"
            columns={[{ label: 'Apotheke' }, { label: 'Anzahl', numeric: true }]}
            rows={withoutConsent.map((w) => [w.pharmacy.name, formatPeople(w.members)])}
          />
          <Text size="xs" c="dimmed" mt="xs">
            Diese Mitarbeitenden haben (noch) nicht eingewilligt, dass ihr Name und ihr Lernfortschritt angezeigt
            werden. Darum siehst du nur, wie viele es je Apotheke sind; weniger als fünf zeigen wir als „&lt; 5“.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
