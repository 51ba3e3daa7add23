import type { ModuleAnalytics, ModuleRatings, ModuleStatistics, ModuleUsage } from '@apopunkt/domain/schemas/business';
import { Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Chart } from '../../../components/charts/chart';
import { formatDateTime, formatDay, formatNumber, formatPeople, jobName } from '../lib/format';
import { useSeen } from '../lib/use-seen';
import { CountBars } from './count-bars';
import { DataTable } from './data-table';
import { KpiGrid } from './kpi-grid';
import { RatingsPanel } from './ratings-panel';
import { ZipTileMap } from './zip-tile-map';

/** The height a section keeps until it is drawn (the page below does not jump when it is). */
const SECTION_PLACEHOLDER_HEIGHT = 320;

/**
 * A section of the dashboard: its heading at once, its content (charts, tables, a map — most of the
 * page's elements) once it comes near the viewport, so the first screen is drawn without the rest
 * of the page (issue 36 §11: the whole page in one render blocked the main thread for seconds).
 */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const { ref, seen } = useSeen<HTMLDivElement>();
  return (
    <Paper ref={ref} withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {seen ? children : <Box mih={SECTION_PLACEHOLDER_HEIGHT} aria-hidden="true" />}
      </Stack>
    </Paper>
  );
}

/** Long day-by-day tables scroll in a box beside their chart; short tables grow with the page. */
const DAILY_TABLE_HEIGHT = 420;

/** Every figure of a module dashboard: statistics, usage, analytics and (feature 13) ratings. */
export function ModuleDashboardView({
  statistics: s,
  usage,
  analytics,
  ratings,
  csvPrefix,
}: {
  statistics: ModuleStatistics;
  usage: ModuleUsage;
  analytics: ModuleAnalytics;
  ratings: ModuleRatings | null;
  csvPrefix: string;
}) {
  const attempts = s.combinedContactsReachedReport.attemptsReport;
  const distinct = s.combinedContactsReachedReport.distinctUserReport;
  const perDay = usage.usageReport.map((d) => ({
    date: formatDay(d.date),
    Versuche: d.attempts,
    Abschlüsse: d.completed,
  }));
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {/* The calculation's duration (lastCalcDuration) is for operators (metrics), not for the manufacturer. */}
        Stand: {s.reportUpdatedAt ? formatDateTime(s.reportUpdatedAt) : 'noch nicht berechnet'}
      </Text>
      <KpiGrid
        items={[
          {
            label: 'Apotheken erreicht',
            value: formatNumber(s.pharmaciesReachedReport.count),
            hint: `davon ${formatNumber(s.pharmaciesReachedReport.completedCount)} mit Abschluss`,
          },
          {
            label: 'Personen erreicht',
            value: formatNumber(distinct.count),
            hint: `${formatNumber(distinct.completedCount)} abgeschlossen · ${formatNumber(distinct.hasCostQuotaCount)} kostenpflichtig`,
          },
          {
            label: 'Versuche',
            value: formatNumber(attempts.count),
            hint: `${formatNumber(attempts.completedCount)} bestanden · ${formatNumber(attempts.hasCostQuotaCount)} kostenpflichtig`,
          },
          {
            label: 'Prämienpunkte vergeben',
            value: formatNumber(s.rewardsGiven),
            hint: `Restbudget ${formatNumber(s.balance)} Punkte`,
          },
        ]}
      />
      <Group gap="xs">
        <Badge variant="light">
          Sichtbar ab {formatDay(s.visibleFrom)}
          {s.visibleTo ? ` bis ${formatDay(s.visibleTo)}` : ''}
        </Badge>
        <Badge variant="light" color={s.isVerifiedOnly ? 'orange' : 'gray'}>
          {s.isVerifiedOnly ? 'Nur für verifizierte Nutzer' : 'Für alle Nutzer'}
        </Badge>
        {s.product && <Badge variant="light">Produkt: {s.product}</Badge>}
      </Group>

      <Section title="Nutzung">
        <Chart
          kind="trend"
          h={260}
          data={perDay}
          dataKey="date"
          series={[
            { name: 'Versuche', color: 'apo.4' },
            { name: 'Abschlüsse', color: 'apo.8' },
          ]}
          legend
          label="Versuche und Abschlüsse pro Tag"
        />
        <Text size="sm">
          Richtig gelöst: <b>{formatNumber(usage.gamesSolvedCorrectly)}</b> · nicht bestanden:{' '}
          <b>{formatNumber(usage.gamesSolvedIncorrectly)}</b>
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DataTable
            title="Nutzung pro Tag"
            csvName={`${csvPrefix}-nutzung`}
            columns={[
              { label: 'Datum' },
              { label: 'Versuche', numeric: true },
              { label: 'Abschlüsse', numeric: true },
              { label: 'Neue Personen', numeric: true },
            ]}
            rows={usage.usageReport.map((d) => [formatDay(d.date), d.attempts, d.completed, d.newUsers])}
            maxHeight={DAILY_TABLE_HEIGHT}
          />
          <DataTable
            title="Kontingent-Abzüge pro Tag"
            csvName={`${csvPrefix}-kontingent`}
            columns={[{ label: 'Datum' }, { label: 'Kontakte', numeric: true }, { label: 'Punkte', numeric: true }]}
            rows={usage.quotaDeductionReport.map((d) => [formatDay(d.date), d.contacts, d.value])}
            maxHeight={DAILY_TABLE_HEIGHT}
          />
        </SimpleGrid>
      </Section>

      <Section title="Erreichte Berufe">
        <Chart
          kind="bars"
          horizontal
          h={Math.max(160, (analytics.reachedJobsReport ?? []).length * 36)}
          data={(analytics.reachedJobsReport ?? [])
            .filter((j) => typeof j.users === 'number')
            .map((j) => ({ job: jobName(j.job, true), Personen: j.users as number }))}
          dataKey="job"
          series={[{ name: 'Personen', color: 'apo.6' }]}
          label="Erreichte Personen nach Beruf"
        />
        <DataTable
          title="Berufe"
          csvName={`${csvPrefix}-berufe`}
          columns={[{ label: 'Beruf' }, { label: 'Personen', numeric: true }]}
          rows={(analytics.reachedJobsReport ?? []).map((j) => [jobName(j.job), formatPeople(j.users)])}
        />
      </Section>

      <Section title="Reichweite nach Postleitzahl">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ZipTileMap
            cells={analytics.reachedUsersPerZipReport ?? []}
            label="Karte der erreichten Personen je zweistelliger Postleitzahlregion"
          />
          <DataTable
            title="Postleitzahlregionen"
            csvName={`${csvPrefix}-plz`}
            columns={[
              { label: 'PLZ-Region' },
              { label: 'Personen', numeric: true },
              { label: 'Apotheken', numeric: true },
            ]}
            rows={(analytics.reachedPharmaciesPerZipReport ?? []).map((z) => [
              z.zip,
              formatPeople(z.users),
              formatPeople(z.pharmacies),
            ])}
          />
        </SimpleGrid>
      </Section>

      <Section title="Zertifikate">
        <Text>
          Ausgestellt: <b>{formatNumber(analytics.certificatesReport?.total ?? 0)}</b>
        </Text>
        <DataTable
          title="Zertifikate pro Tag"
          csvName={`${csvPrefix}-zertifikate`}
          columns={[{ label: 'Datum' }, { label: 'Zertifikate', numeric: true }]}
          rows={(analytics.certificatesReport?.perDay ?? []).map((d) => [formatDay(d.date), d.certificates])}
          maxHeight={DAILY_TABLE_HEIGHT}
        />
      </Section>

      <Section title="Antworten je Frage">
        {(analytics.completionStatisticsReport?.questions ?? []).map((q) => (
          <Stack key={q.und} gap="xs">
            <Text fw={600}>{q.question}</Text>
            <Text size="sm" c="dimmed">
              {formatNumber(q.answersTotal)} Antworten, {formatNumber(q.correct)} richtig · erste am{' '}
              {formatDay(q.firstAnswerDate)}, letzte am {formatDay(q.lastAnswerDate)}
            </Text>
            <CountBars
              label={`Antwortverteilung: ${q.question}`}
              items={q.answers.map((a) => ({ key: a.optionId, label: a.text, count: a.count, correct: a.correct }))}
            />
          </Stack>
        ))}
        <DataTable
          title="Antwortverteilung"
          csvName={`${csvPrefix}-antworten`}
          columns={[
            { label: 'Frage' },
            { label: 'Antwort' },
            { label: 'Richtig' },
            { label: 'Gewählt', numeric: true },
            { label: 'Antworten gesamt', numeric: true },
            { label: 'Erste Antwort' },
            { label: 'Letzte Antwort' },
          ]}
          rows={(analytics.completionStatisticsReport?.questions ?? []).flatMap((q) =>
            q.answers.map((a) => [
              q.question,
              a.text,
              a.correct ? 'ja' : 'nein',
              a.count,
              q.answersTotal,
              q.firstAnswerDate,
              q.lastAnswerDate,
            ]),
          )}
        />
      </Section>

      {ratings && (
        <Section title="Bewertungen">
          <RatingsPanel ratings={ratings} csvName={`${csvPrefix}-bewertungen`} />
        </Section>
      )}
    </Stack>
  );
}
