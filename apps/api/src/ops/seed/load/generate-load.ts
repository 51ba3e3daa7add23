import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { systemClock } from '../../../lib/clock';
import { hashPassword } from '../../../lib/passwords';
import { runReportJob } from '../../../modules/business-reports';
import { insertAttempts } from './attempts';
import { insertCompletions, stageCompletions } from './completions';
import { LOAD_DOMAIN, LOAD_PASSWORD } from './constants';
import {
  addModuleFlowTotals,
  applyPostings,
  ensureAccounts,
  insertRewardClaims,
  insertTransfers,
  stageTransfers,
  updateUserScores,
} from './ledger';
import { countNote, rowsNote, type Timed } from './timing';
import { insertSyntheticUsers } from './users';

export interface LoadOptions {
  users: number;
  completions: number;
  /** Share of premium users, 0 to 1; only they earn premium points. */
  premiumShare: number;
}

/**
 * Fills the database with synthetic benchmark data (DESIGN §7): users with their pharmacies,
 * then completions with their attempts and the rewards and deposits they imply, in one transaction of a few big
 * set-based statements (all or nothing), then ANALYZE. The ledger stays consistent (sum 0, balances equal
 * to credits minus debits, one claim per paid reward), so the ledger audit reports ok.
 */
export async function generateLoadData(db: Db, options: LoadOptions, timed: Timed): Promise<void> {
  const passwordHash = await timed('Passwort-Hash (einmal für alle)', () => hashPassword(LOAD_PASSWORD));
  await inTransaction(db, async (tx) => {
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
      'Abschlüsse vorbereiten',
      () => stageCompletions(tx, batch.users, options.completions),
      (s) => `${s.modules} sichtbare Module`,
    );
    await timed('module_completions', () => insertCompletions(tx), rowsNote);
    await timed('attempts (für die Berichte vorgemerkt)', () => insertAttempts(tx), rowsNote);
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
  // The business reports, folded by the real report job (as a running portal would, only in bigger batches).
  await timed(
    'Berichte (Report-Job)',
    () => runReportJob(db, systemClock, { maxBatches: Number.POSITIVE_INFINITY, batchSize: 5000 }),
    (folded) => rowsNote(folded ?? 0),
  );
}
