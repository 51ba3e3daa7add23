import type { TrainingEmployee, TrainingEmployees } from '@apopunkt/domain/schemas/business';
import { Loader, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyHint } from '../../../components/ui/empty-hint';
import { ListPagination } from '../../../components/ui/list-pagination';
import { LoadError } from '../../../components/ui/load-error';
import {
  fetchAllTrainingEmployees,
  TRAINING_EMPLOYEES_PAGE_SIZE,
  useTrainingEmployees,
} from '../api/get-training-employees';
import { formatDay, formatPeople, jobName } from '../lib/format';
import { DataTable } from './data-table';

/** The address parameters of the search and the page, so both survive a reload and the back button. */
const SEARCH_PARAM = 'suche';
const PAGE_PARAM = 'seite';

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
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const [input, setInput] = useState(search);
  const training = useTrainingEmployees(userId, { search, page });
  const top = useRef<HTMLDivElement>(null);

  const update = (next: { search?: string; page?: number }) => {
    const merged = new URLSearchParams(params);
    const nextSearch = next.search ?? search;
    const nextPage = next.page ?? page;
    if (nextSearch) merged.set(SEARCH_PARAM, nextSearch);
    else merged.delete(SEARCH_PARAM);
    if (nextPage > 1) merged.set(PAGE_PARAM, String(nextPage));
    else merged.delete(PAGE_PARAM);
    setParams(merged, { replace: true });
  };
  const showPage = (next: number) => {
    update({ page: next });
    // The page buttons sit below fifty rows: the next page is read from its top.
    top.current?.scrollIntoView?.({ block: 'start' });
  };
  const applySearch = useDebouncedCallback((value: string) => update({ search: value.trim(), page: 1 }), 300);

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
      <Paper
        withBorder
        radius="md"
        p="md"
        ref={top}
        style={{ scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 8px)' }}
      >
        <Stack gap="sm">
          <TextInput
            label="Mitarbeitende suchen"
            placeholder="Name, Apotheke, Ort oder PLZ"
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={training.isFetching ? <Loader size="xs" aria-label="Wird geladen" /> : null}
            value={input}
            onChange={(event) => {
              setInput(event.currentTarget.value);
              applySearch(event.currentTarget.value);
            }}
            maw={480}
          />
          <Text size="sm" c="dimmed" role="status">
            {countText(count, search)}
          </Text>
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
        </Stack>
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
