import type { CompetitionType } from '@apopunkt/domain/constants/engagement';
import { competitionProgress } from '@apopunkt/domain/rules/competitions';
import { toCsv } from '@apopunkt/domain/rules/csv';
import { postcodeRegion } from '@apopunkt/domain/rules/popups';

export interface ParticipantFacts {
  joinedAt: Date;
  job: string | null;
  zip: string | null;
  isVerified: boolean;
  modulesPassed: number;
}

const BUCKETS = ['0–24 %', '25–49 %', '50–74 %', '75–99 %', '100 %'] as const;

function bucketOf(progress: number): (typeof BUCKETS)[number] {
  if (progress >= 100) return '100 %';
  return BUCKETS[Math.min(3, Math.floor(progress / 25))] as (typeof BUCKETS)[number];
}

function tally(labels: string[], order?: readonly string[]): { label: string; count: number }[] {
  const counts = new Map<string, number>((order ?? []).map((l) => [l, 0]));
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  const rows = [...counts].map(([label, count]) => ({ label, count }));
  return order ? rows : rows.sort((a, b) => a.label.localeCompare(b.label, 'de'));
}

/** A participant's progress in percent from the facts the participant query loads. */
export function progressOf(type: CompetitionType, modulesTotal: number, p: ParticipantFacts): number {
  return competitionProgress(type, { modulesTotal, modulesPassed: p.modulesPassed, isVerified: p.isVerified });
}

/**
 * The charts of a competition's analytics: participants per day of joining (cumulative), the
 * progress distribution in quarter buckets, participants per job and per postcode region.
 */
export function participantCharts(type: CompetitionType, modulesTotal: number, rows: ParticipantFacts[]) {
  const progress = rows.map((p) => progressOf(type, modulesTotal, p));
  const perDay = tally(rows.map((p) => p.joinedAt.toISOString().slice(0, 10)));
  let running = 0;
  const cumulative = perDay.map(({ label, count }) => {
    running += count;
    return { label, count: running };
  });
  return {
    participants: rows.length,
    completed: progress.filter((p) => p >= 100).length,
    participantsOverTime: cumulative,
    progressDistribution: tally(progress.map(bucketOf), BUCKETS),
    perJob: tally(rows.map((p) => p.job ?? 'ohne Angabe')),
    perRegion: tally(rows.map((p) => postcodeRegion(p.zip))),
  };
}

/**
 * The participant list for prize fulfilment as the whole CSV file (BOM included) from the one CSV
 * writer, so a formula typed into a name stays text in staff's spreadsheet.
 */
export function participantsCsv(
  rows: { firstName: string; lastName: string; email: string; joinedAt: Date; progress: number; rank: number | null }[],
): string {
  return toCsv([
    ['Vorname', 'Nachname', 'E-Mail', 'Teilnahme seit', 'Fortschritt %', 'Gewinnrang'],
    ...rows.map((r) => [r.firstName, r.lastName, r.email, r.joinedAt.toISOString(), r.progress, r.rank]),
  ]);
}
