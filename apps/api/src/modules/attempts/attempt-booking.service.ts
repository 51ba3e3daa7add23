import { ATTEMPT_ERRORS, CATALOG_ERRORS, SCORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { nextAttemptAllowedAt, RETRY_WAIT_MINUTES } from '@apopunkt/domain/rules/attempt-retry';
import type { QuestionResult } from '@apopunkt/domain/rules/grading';
import type { SubmissionBody, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { Executor, Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { issueCertificateIfEligible } from '../certificates';
import { loadVisibleModule, type ModuleReader, visibleModule } from '../learning-modules';
import { runDueDeposits } from '../ledger';
import { payQuestBonusIfDue } from '../quests';
import { recordModuleConsent } from '../third-party-data';
import { type AttemptRow, attemptHistory, lockAttemptForSubmission, saveAttemptResult } from './attempts.repository';
import { type CompletionReward, mayPayReward, rewardCompletion } from './completion-reward.service';
import { recordPass } from './completions.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
/** The player: who may see the module, whether they earn premium points and certificates. */
export type Player = ModuleReader & { isPremium: boolean; permissions?: readonly string[] };

/**
 * When the user's next attempt of the module may start after this failed submission and the
 * failures in a row before it (the same history a start reads); null when now.
 */
async function retryAllowedAfterFailure(db: Executor, userId: number, moduleId: number, submittedAt: Date) {
  const { latest } = await attemptHistory(db, userId, moduleId, RETRY_WAIT_MINUTES.length);
  return nextAttemptAllowedAt([{ passed: false, submittedAt }, ...latest]);
}

/**
 * An attempt's stored result, answered again for a repeated submission; a result stored before
 * the submission named its reason and challenge bonus (issue 36) reports neither.
 */
function storedResult(stored: SubmissionResult): SubmissionResult {
  return { ...stored, premiumReason: stored.premiumReason ?? null, challengeBonus: stored.challengeBonus ?? 0 };
}

export function tooFast(minSeconds: number, elapsedSeconds: number): AppError {
  const wait = Math.max(1, Math.ceil(minSeconds - elapsedSeconds));
  return new AppError('PRECONDITION_FAILED', ATTEMPT_ERRORS.tooFast(minSeconds, wait), {
    minSeconds,
    retryAfterSeconds: wait,
  });
}

type ModuleDetailRow = Awaited<ReturnType<typeof loadVisibleModule>>;

/**
 * Sponsored modules with a data-sharing notice count only with the user's consent (issue: player):
 * without it the completion is refused (412); with it the consent is recorded with its text version
 * in the completion's transaction. The same rule for the quiz and for SCORM packages.
 */
export async function requireDataSharingConsent(
  tx: Tx,
  user: Player,
  locked: Pick<LockedAttempt, 'module' | 'now'>,
  consentGiven: boolean | undefined,
): Promise<void> {
  const { module, now } = locked;
  if (!module.thirdPartyModalData) return;
  if (consentGiven !== true) {
    throw new AppError('PRECONDITION_FAILED', ATTEMPT_ERRORS.consentMissing, {
      reason: 'THIRD_PARTY_CONSENT_REQUIRED',
    });
  }
  await recordModuleConsent(tx, { userId: user.id, moduleId: module.id, now });
}

export interface LockedAttempt {
  attempt: AttemptRow;
  module: ModuleDetailRow;
  now: Date;
  /** Whether a quest of the module ran when the attempt was locked. */
  questRunning: boolean;
}

/**
 * Runs `work` on the user's attempt, locked, inside one transaction, with the module as the user
 * may see it (both read by the lock's one prepared statement): the same attempt sent again
 * (however often, however concurrently) answers its first result. `scorm` says how the attempt
 * must be finished: a module with a SCORM package only through its package, any other only
 * through the quiz (409 otherwise).
 */
export async function withLockedAttempt(
  deps: Deps,
  user: Player,
  attemptId: string,
  scorm: boolean,
  work: (tx: Tx, locked: LockedAttempt) => Promise<SubmissionResult>,
): Promise<SubmissionResult> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const found = await lockAttemptForSubmission(tx, attemptId, user.id, now);
    if (!found) throw new AppError('NOT_FOUND', CATALOG_ERRORS.attemptNotFound);
    const { attempt } = found;
    if (attempt.result) return storedResult(attempt.result);
    let module = visibleModule(user, found.module, now);
    if (found.depositDue) {
      // The deposit tops the module's budget up (in a savepoint of this transaction): read it again.
      await runDueDeposits(tx, now, attempt.moduleId);
      module = await loadVisibleModule(tx, user, now, { id: attempt.moduleId });
    }
    if (Boolean(module.scormPackage) !== scorm) {
      throw new AppError('CONFLICT', scorm ? SCORM_ERRORS.noPackage : SCORM_ERRORS.notScormModule);
    }
    return work(tx, { attempt, module, now, questRunning: found.questRunning });
  });
}

export interface AttemptOutcome {
  passed: boolean;
  correct: number;
  total: number;
  results: QuestionResult[];
  answers?: SubmissionBody['answers'];
}

/**
 * Books a graded attempt, the same for a quiz and a SCORM package: a creditable pass of a premium
 * user pays premium points (rewardCompletion), a module with a certificate issues it (once), a
 * running quest pays its bonus (looked for only when one ran as the attempt was locked);
 * a failure answers when the next attempt may start. A pass answers what this transaction paid:
 * the module's points with their one reason and the weekly-challenge bonus. The attempt keeps its
 * result, and the first pass's knowledge points are written with it in one statement.
 */
export async function bookAttempt(
  tx: Tx,
  user: Player,
  { attempt, module, now, questRunning }: LockedAttempt,
  outcome: AttemptOutcome,
): Promise<SubmissionResult> {
  let knowledgePoints = 0;
  let reward: CompletionReward | null = null;
  let challengeBonus = 0;
  if (outcome.passed) {
    // A pass that may pay locks the reward's accounts (the user's and the module's) in its own statement.
    const locksRewardAccounts = mayPayReward(user, module, now);
    const { completion, lockedAccounts } = await recordPass(
      tx,
      { userId: user.id, moduleId: module.id, at: now },
      locksRewardAccounts,
    );
    reward = await rewardCompletion(tx, {
      user,
      module,
      completion,
      attemptId: attempt.id,
      now,
      ...(locksRewardAccounts ? { lockedAccounts } : {}),
    });
    // Written with the attempt's result below (saveAttemptResult), after every account lock.
    if (completion.passes === 1 && module.knowledgeValue > 0) knowledgePoints = module.knowledgeValue;
    await issueCertificateIfEligible(tx, { user, module, now });
    if (questRunning) challengeBonus = await payQuestBonusIfDue(tx, { user, module, now });
  }
  // What this transaction paid, and why: the answer reports exactly that (issue 36).
  const result: SubmissionResult = {
    passed: outcome.passed,
    correct: outcome.correct,
    total: outcome.total,
    knowledgePoints,
    premiumPoints: reward?.premiumPoints ?? 0,
    transactionType: reward?.transactionType ?? null,
    premiumReason: reward?.reason ?? null,
    challengeBonus,
    results: outcome.results,
    retryAt: outcome.passed
      ? null
      : ((await retryAllowedAfterFailure(tx, user.id, module.id, now))?.toISOString() ?? null),
  };
  await saveAttemptResult(tx, attempt, {
    submittedAt: now,
    passed: outcome.passed,
    result,
    ...(outcome.answers ? { answers: outcome.answers } : {}),
  });
  return result;
}
