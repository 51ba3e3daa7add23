import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { systemClock } from '../../../lib/clock';
import { hashPassword } from '../../../lib/passwords';
import { runReportJob } from '../../../modules/business-reports';
import { insertAttempts } from './attempts';
import { defaultManufacturerCount, insertSyntheticCatalog } from './catalog';
import { insertCompletions, stageCompletions } from './completions';
import { LOAD_DOMAIN, LOAD_PASSWORD } from './constants';
import { insertFieldService, insertTeamConsents } from './field-service';
import {
  addModuleFlowTotals,
  applyPostings,
  ensureAccounts,
  insertRewardClaims,
  insertTransfers,
  stageTransfers,
  updateUserScores,
} from './ledger';
import { disableReportQueue, enableReportQueue, foldLoadReports } from './reports';
import { countNote, rowsNote, type Timed } from './timing';
import { insertSyntheticUsers } from './users';

export interface LoadOptions {
  users: number;
  completions: number;
  /** Share of premium users, 0 to 1; only they earn premium points. */
  premiumShare: number;
  /** Synthetic manufacturers (5–60 modules each); by default one per 300k completions, 2 to 40. */
  manufacturers?: number;
  /**
   * How the business reports are built: `sql` (default) folds the staged completions in the same
   * transaction with set-based statements; `job` queues the attempts and lets the real report
   * job fold them afterwards, as a running portal would (slow beyond a few million).
   */
  reports?: 'sql' | 'job';
}

/**
 * Fills the database with synthetic benchmark data (DESIGN §7): manufacturers with products and
 * modules, users with their pharmacies (1–15 people) and field-service reps (50–300 pharmacies),
 * then completions (a few busy modules, many quiet ones, over three years) with their attempts,
 * the rewards and deposits they imply and the business reports, in one transaction of a few big
 * set-based statements (all or nothing), then ANALYZE. The ledger stays consistent (sum 0, balances equal
 * to credits minus debits, one claim per paid reward), so the ledger audit reports ok.
 */
export async function generateLoadData(db: Db, options: LoadOptions, timed: Timed): Promise<void> {
  const passwordHash = await timed('Passwort-Hash (einmal für alle)', () => hashPassword(LOAD_PASSWORD));
  const reports = options.reports ?? 'sql';
  await inTransaction(db, async (tx) => {
    // Sorts and hashes of millions of rows: in memory rather than in temporary files.
    await tx.execute(sql`SET LOCAL work_mem = '256MB'`);
    await timed(
      'Hersteller, Produkte und Module',
      () => insertSyntheticCatalog(tx, options.manufacturers ?? defaultManufacturerCount(options.completions)),
      (c) => `${c.manufacturers} Hersteller, ${c.modules} Module`,
    );
    const batch = await timed(
      'Apotheken, Nutzer und Anstellungen',
      () =>
        insertSyntheticUsers(tx, {
          count: options.users,
          domain: LOAD_DOMAIN,
          codePrefix: 'L',
          premiumShare: options.premiumShare,
          passwordHash,
        }),
      (b) => `${rowsNote(b.users.lastId - b.users.firstId + 1)}, Nutzer-IDs ${b.users.firstId}–${b.users.lastId}`,
    );
    await timed(
      'Außendienst',
      () => insertFieldService(tx, batch.organisations, passwordHash),
      (f) => `${f.reps} Außendienstler, ${countNote(f.assignments, 'Zuordnungen')}`,
    );
    await timed('Einwilligungen (Team-Sichtbarkeit)', () => insertTeamConsents(tx, batch.users), rowsNote);
    await timed(
      'Abschlüsse vorbereiten',
      () => stageCompletions(tx, batch.users, options.completions),
      (s) => `${s.modules} sichtbare Module, das meistgespielte ${s.busiest}, das ruhigste ${s.quietest} Abschlüsse`,
    );
    await timed('module_completions', () => insertCompletions(tx), rowsNote);
    if (reports === 'sql') await disableReportQueue(tx);
    await timed(
      reports === 'sql' ? 'attempts' : 'attempts (für die Berichte vorgemerkt)',
      () => insertAttempts(tx),
      rowsNote,
    );
    if (reports === 'sql') {
      await enableReportQueue(tx);
      await timed('Berichte (in SQL gefaltet)', () => foldLoadReports(tx), rowsNote);
    }
    const mint = await timed('Konten', () => ensureAccounts(tx));
    await timed('Buchungen vorbereiten', () => stageTransfers(tx, mint));
    await timed('transfers', () => insertTransfers(tx), rowsNote);
    await timed('module_rewards', () => insertRewardClaims(tx), rowsNote);
    await timed(
      'Salden',
      () => applyPostings(tx),
      (n) => countNote(n, 'Konten'),
    );
    await timed('Budget-Summen der Module', () => addModuleFlowTotals(tx), rowsNote);
    await timed('Wissens- und Prämienpunkte', () => updateUserScores(tx), rowsNote);
  });
  await timed('ANALYZE', () => db.execute(sql`ANALYZE`));
  // The business reads use these index-only (migration 0029), which needs their visibility map set;
  // autovacuum would do it later (if it runs at all), a bench right after the seed would not wait.
  await timed('VACUUM (Berichte, users)', () => db.execute(sql`VACUUM report_module_users, report_module_days, users`));
  if (reports === 'sql') return;
  // The business reports, folded by the real report job (as a running portal would, only in bigger batches).
  await timed(
    'Berichte (Report-Job)',
    () => runReportJob(db, systemClock, { maxBatches: Number.POSITIVE_INFINITY, batchSize: 5000 }),
    (folded) => rowsNote(folded ?? 0),
  );
}
