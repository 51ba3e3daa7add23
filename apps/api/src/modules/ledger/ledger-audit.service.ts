import type { LedgerAudit } from '@apopunkt/domain/schemas/ledger';
import type { Executor } from '../../db/client';
import {
  balanceMismatches,
  brokenCancellations,
  brokenRewards,
  duplicateIdempotencyKeys,
  flowTotalMismatches,
  ledgerTotals,
  negativeBalances,
  negativeTransfers,
  premiumScoreMismatches,
} from './ledger-audit.repository';

type Violation = LedgerAudit['violations'][number];

/**
 * Recomputes every ledger invariant of DESIGN §5 from the rows: the sum of all balances is 0;
 * each balance equals its credits minus its debits; no account without allow_negative is below
 * 0; no idempotency key is used twice; no transfer is negative; every premium score equals its
 * account; every cancellation has exactly one mirror-image reversal; every paid reward has its
 * claim and vice versa; every module account's running totals equal the sums of its transfers.
 * Constraints already prevent most of this; the audit proves it, after every concurrency test and
 * on demand for staff.
 */
export async function auditLedger(db: Executor): Promise<LedgerAudit> {
  const [totals, balances, negatives, keys, values, scores, cancellations, rewards, flows] = await Promise.all([
    ledgerTotals(db),
    balanceMismatches(db),
    negativeBalances(db),
    duplicateIdempotencyKeys(db),
    negativeTransfers(db),
    premiumScoreMismatches(db),
    brokenCancellations(db),
    brokenRewards(db),
    flowTotalMismatches(db),
  ]);
  const violations: Violation[] = [];
  if (totals.sumOfBalances !== 0) {
    violations.push({ code: 'SUM_NOT_ZERO', message: `Die Summe aller Salden ist ${totals.sumOfBalances} statt 0.` });
  }
  for (const a of balances) {
    violations.push({
      code: 'BALANCE_MISMATCH',
      message: `Konto ${a.id}: Saldo ${a.balance}, aus den Buchungen ${a.computed}.`,
      accountId: a.id,
    });
  }
  for (const a of negatives) {
    violations.push({ code: 'NEGATIVE_BALANCE', message: `Konto ${a.id} steht bei ${a.balance}.`, accountId: a.id });
  }
  for (const k of keys) {
    violations.push({ code: 'DUPLICATE_IDEMPOTENCY_KEY', message: `Schlüssel ${k.key} wurde ${k.n}-mal verwendet.` });
  }
  for (const t of values) {
    violations.push({ code: 'NEGATIVE_TRANSFER', message: 'Buchung mit negativem Wert.', transferUuid: t.uuid });
  }
  for (const u of scores) {
    violations.push({
      code: 'PREMIUM_SCORE_MISMATCH',
      message: `Nutzer ${u.id}: Prämienpunkte ${u.score}, Kontostand ${u.balance}.`,
      ...(u.account_id ? { accountId: u.account_id } : {}),
    });
  }
  for (const c of cancellations) {
    violations.push({
      code: c.problem === 'no_reversal' ? 'CANCELLATION_WITHOUT_REVERSAL' : 'BAD_REVERSAL',
      message:
        c.problem === 'no_reversal'
          ? 'Stornierte Buchung ohne Gegenbuchung.'
          : 'Gegenbuchung passt nicht zur stornierten Buchung.',
      transferUuid: c.uuid,
    });
  }
  for (const r of rewards) {
    violations.push({
      code: r.problem === 'claim' ? 'REWARD_CLAIM_MISMATCH' : 'UNCLAIMED_REWARD',
      message:
        r.problem === 'claim'
          ? `Belohnung ${r.reward_id} passt zu keiner Prämienbuchung.`
          : 'Prämienbuchung ohne Belohnungseintrag.',
      ...(r.uuid ? { transferUuid: r.uuid } : {}),
    });
  }
  for (const f of flows) {
    violations.push({
      code: 'FLOW_TOTAL_MISMATCH',
      message: `Konto ${f.account_id}: die Summe der Buchungsart ${f.type} passt nicht zu den Buchungen.`,
      accountId: f.account_id,
    });
  }
  return { ok: violations.length === 0, ...totals, violations };
}
