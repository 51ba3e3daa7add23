import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { foldAttempts } from './report-fold';
import {
  claimQueuedAttempts,
  loadAttemptFacts,
  loadPharmacyStates,
  loadUserStates,
  markReportRun,
  readReportState,
  tryReportLock,
  writeDeltas,
} from './report-job.repository';

const BATCH = 500;

interface ReportJobLimits {
  /** Batches per run; the timer plugin's runs stay short, a bulk load folds everything. */
  maxBatches?: number;
  /** Attempts per batch (one transaction each). */
  batchSize?: number;
}

/**
 * One run of the report job: folds the queued submitted attempts into the report tables,
 * batch by batch, each batch in one transaction that also removes its queue rows, so nothing is
 * counted twice or lost. Only one instance folds at a time (a transaction-scoped advisory lock);
 * another instance's run simply finds the lock taken and skips. Answers how many attempts it
 * folded, or null when another instance was busy.
 */
export async function runReportJob(
  db: Executor,
  clock: Clock,
  { maxBatches = 200, batchSize = BATCH }: ReportJobLimits = {},
): Promise<number | null> {
  const started = performance.now();
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const folded = await inTransaction(db, async (tx) => {
      if (!(await tryReportLock(tx))) return null;
      const ids = await claimQueuedAttempts(tx, batchSize);
      if (ids.length === 0) return 0;
      const facts = await loadAttemptFacts(tx, ids);
      const users = await loadUserStates(
        tx,
        facts.map((f) => ({ moduleId: f.moduleId, userId: f.userId })),
      );
      const orgPairs = [
        ...facts.map((f) => ({ moduleId: f.moduleId, organisationId: f.organisationId })),
        ...users.map((u) => ({ moduleId: u.moduleId, organisationId: u.organisationId })),
      ].filter((p): p is { moduleId: number; organisationId: number } => p.organisationId !== null);
      const pharmacies = await loadPharmacyStates(tx, orgPairs);
      await writeDeltas(tx, foldAttempts(facts, users, pharmacies), clock.now());
      return ids.length;
    });
    if (folded === null) return total > 0 ? total : null;
    total += folded;
    if (folded < batchSize) break;
  }
  await inTransaction(db, async (tx) => {
    if (!(await tryReportLock(tx))) return;
    await markReportRun(tx, clock.now(), Math.round(performance.now() - started), total);
  });
  return total;
}

/** When the report tables were last folded and how long that took: the dashboards show it. */
export function reportStatus(db: Executor): Promise<{ updatedAt: Date | null; lastCalcMs: number }> {
  return readReportState(db);
}
