import type { TrainingEmployee, TrainingEmployees } from '@apopunkt/domain/schemas/business';
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { ListPagination } from '../../../components/ui/list-pagination';
import { LoadError } from '../../../components/ui/load-error';
import { SearchedListPanel } from '../../../components/ui/searched-list-panel';
import { useSearchedListParams } from '../../../lib/searched-list-params';
import {
  fetchAllTrainingEmployees,
  TRAINING_EMPLOYEES_PAGE_SIZE,
  useTrainingEmployees,
} from '../api/get-training-employees';
import { formatDay, formatPeople, jobName } from '../lib/format';
import { DataTable } from './data-table';

/** A person's row: name, job, pharmacy and the day they passed each module ("–" when not). */
function employeeRow(modules: TrainingEmployees['modules']) {
  return (e: TrainingEmployee) => [
    `${e.firstName} ${e.lastName}`,
    jobName(e.job),
    e.pharmacy.name,
    ...modules.map((m) => {
      const pass = e.passed.find((p) => p.moduleSlug === m.slug);
      return pass ? formatDay(pass.passedAt) : '–';
    }),
  ];
}

function countText(count: number, search: string): string {
  const people = count === 1 ? '1 Person' : `${count.toLocaleString('de-DE')} Personen`;
  return search ? `${people} gefunden` : `${people} mit Einwilligung`;
}

/**
 * Field service: the employees of the assigned pharmacies who let their team see them, and when
 * they passed which module, a page of 50 at a time with a search by name or pharmacy; the others
 * only as a count per pharmacy (staff: of `userId`). The CSV export holds every page.
 */
export function TrainingEmployeesView({ userId }: { userId?: number }) {
  const { search, page, input, top, typeSearch, showPage } = useSearchedListParams();
  const training = useTrainingEmployees(userId, { search, page });

  if (training.isPending) return <Skeleton h={320} />;
  if (training.isError) return <LoadError error={training.error} onRetry={() => training.refetch()} />;
  const { modules, results, count, withoutConsent } = training.data;
  if (count === 0 && withoutConsent.length === 0 && !search)
    return (
      <EmptyHint
        title={
          userId === undefined
            ? 'In deinen Apotheken sind noch keine Mitarbeitenden.'
            : 'In den Apotheken dieser Person sind noch keine Mitarbeitenden.'
        }
      />
    );
  const rowOf = employeeRow(modules);
  const pages = Math.ceil(count / TRAINING_EMPLOYEES_PAGE_SIZE);
  return (
    <Stack gap="lg">
      <SearchedListPanel
        ref={top}
        search={{
          label: 'Mitarbeitende suchen',
          placeholder: 'Name, Apotheke, Ort oder PLZ',
          value: input,
          onChange: typeSearch,
          busy: training.isFetching,
        }}
        status={countText(count, search)}
      >
        {count === 0 ? (
          <Text size="sm">
            {search
              ? `Niemand mit Einwilligung passt zu „${search}“.`
              : 'Noch niemand aus diesen Apotheken hat der Anzeige des Namens zugestimmt.'}
          </Text>
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
            rows={results.map(rowOf)}
            csvRows={async () => (await fetchAllTrainingEmployees(userId, search)).map(rowOf)}
            footer={<ListPagination total={pages} value={page} onChange={showPage} />}
          />
        )}
      </SearchedListPanel>
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
