import {
  DATA_EXPORT_SECTION_KEYS,
  DATA_EXPORT_SECTIONS,
  type DataExportSectionKey,
} from '@apopunkt/domain/constants/data-export';
import type { DataExport } from '@apopunkt/domain/schemas/my-data';
import type { Executor } from '../../db/client';
import type { ResolvedDeps } from '../../deps';
import type { MemberRecord, SourceValue } from './export-rows';
import * as account from './member-account.repository';
import * as activity from './member-activity.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

type Reader = (db: Executor, userId: number) => Promise<MemberRecord[DataExportSectionKey]>;

/** Where each section is read; the type makes every section of DATA_EXPORT_SECTIONS have one. */
const READERS: { [K in DataExportSectionKey]: (db: Executor, userId: number) => Promise<MemberRecord[K]> } = {
  profile: account.findProfile,
  employment: account.findEmployment,
  organisationRequests: account.findOrganisationRequests,
  verificationLetters: account.findVerificationLetters,
  permissions: account.findPermissions,
  subscriptions: account.findSubscriptions,
  points: activity.findPoints,
  attempts: activity.findAttempts,
  completions: activity.findCompletions,
  certificates: activity.findCertificates,
  purchases: activity.findPurchases,
  campaignCodes: activity.findCampaignCodes,
  benefitRequests: activity.findBenefitRequests,
  consents: activity.findConsents,
  teamConsents: activity.findTeamConsents,
  ratings: activity.findRatings,
  participations: activity.findParticipations,
  quests: activity.findQuests,
  contactMessages: account.findContactMessages,
  sessions: account.findSessions,
};

function cell(value: SourceValue): string | number | boolean | null {
  return value instanceof Date ? value.toISOString() : value;
}

/** The row with exactly the section's declared columns, in their order, dates as ISO strings. */
function exportRow(key: DataExportSectionKey, row: Record<string, SourceValue>) {
  return Object.fromEntries(
    Object.keys(DATA_EXPORT_SECTIONS[key].columns).map((column) => [column, cell(row[column] ?? null)]),
  );
}

/**
 * Everything held about the member (issue 37 §1, DSGVO Art. 15/20), section by section, read in one
 * repeatable-read snapshot so the parts agree with each other. Only ever the caller's own rows:
 * every reader is bound to `userId`.
 */
export async function exportMemberData(deps: Deps, userId: number): Promise<DataExport> {
  const exportedAt = deps.clock.now();
  const sections = await deps.db.transaction(
    async (tx) => {
      const read = [];
      for (const key of DATA_EXPORT_SECTION_KEYS) {
        const rows = (await (READERS[key] as Reader)(tx, userId)) as Record<string, SourceValue>[];
        read.push({ key, title: DATA_EXPORT_SECTIONS[key].title, rows: rows.map((row) => exportRow(key, row)) });
      }
      return read;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { exportedAt: exportedAt.toISOString(), sections };
}
