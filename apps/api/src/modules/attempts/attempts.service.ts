import { ATTEMPT_ERRORS, CATALOG_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import {
  formatRetryWait,
  nextAttemptAllowedAt,
  RETRY_WAIT_MINUTES,
  shuffleOptions,
} from '@apopunkt/domain/rules/attempt-retry';
import { gradeAnswers, minimumAttemptSeconds, resultsForPlayer, toPlayerContent } from '@apopunkt/domain/rules/grading';
import type { Attempt, SubmissionBody, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import { type ModuleContent, moduleContentSchema } from '@apopunkt/domain/schemas/module-content';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { issueCertificateIfEligible } from '../certificates/certificates.service';
import {
  contentOfVersion,
  loadVisibleModule,
  type ModuleReader,
  toModuleDetail,
} from '../learning-modules/modules.service';
import { runDueDeposits } from '../ledger/deposits.service';
import { payQuestBonusIfDue } from '../quests/quest-bonus.service';
import { recordModuleConsent } from '../third-party-data/consents.service';
import {
  findAttempt,
  findOpenAttempt,
  insertOpenAttempt,
  latestSubmissions,
  lockAttempt,
  saveAttemptResult,
} from './attempts.repository';
import { rewardCompletion } from './completion-reward.service';
import { addKnowledgePoints, recordPass } from './completions.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'> & { config: Pick<ResolvedDeps['config'], 'ATTEMPT_MIN_SECONDS'> };
/** The player: who may see the module, whether they earn premium points and certificates. */
export type Player = ModuleReader & { isPremium: boolean; permissions?: readonly string[] };

function playableContent(raw: unknown): ModuleContent {
  const parsed = moduleContentSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('CONFLICT', CATALOG_ERRORS.noQuiz);
  return parsed.data;
}

/** When the user's next attempt of the module may start after failures in a row; null when now. */
async function retryAllowedAt(db: Executor, userId: number, moduleId: number, extra?: { submittedAt: Date }) {
  const latest = await latestSubmissions(db, userId, moduleId, RETRY_WAIT_MINUTES.length);
  return nextAttemptAllowedAt(extra ? [{ passed: false, ...extra }, ...latest] : latest);
}

function coolingDown(retryAt: Date, now: Date): AppError {
  const seconds = Math.ceil((retryAt.getTime() - now.getTime()) / 1000);
  return new AppError('ATTEMPT_COOLDOWN', ATTEMPT_ERRORS.coolingDown(formatRetryWait(seconds)), {
    retryAt: retryAt.toISOString(),
    retryAfterSeconds: seconds,
  });
}

/**
 * Starts an attempt, or resumes the user's open one, and hands out the content without the
 * solutions (DESIGN §5), the options of each question in an order of this attempt. The start
 * time stays that of the first start, so resuming never shortens the minimum duration. After a
 * failure a new attempt waits (rules/attempt-retry): 429 ATTEMPT_COOLDOWN until then.
 */
export async function startAttempt(deps: Deps, user: Player, slug: string): Promise<Attempt> {
  const now = deps.clock.now();
  const module = await loadVisibleModule(deps.db, user, now, { slug });
  playableContent(module.content);
  let attempt = await findOpenAttempt(deps.db, user.id, module.id);
  if (!attempt) {
    const retryAt = await retryAllowedAt(deps.db, user.id, module.id);
    if (retryAt && retryAt > now) throw coolingDown(retryAt, now);
  }
  // Insert-or-find; a concurrent submission may close the found attempt in between, so retry.
  for (let round = 0; round < 3 && !attempt; round++) {
    await insertOpenAttempt(deps.db, {
      userId: user.id,
      moduleId: module.id,
      startedAt: now,
      contentVersion: module.contentVersion,
    });
    attempt = await findOpenAttempt(deps.db, user.id, module.id);
  }
  if (!attempt) throw new Error('open attempt could not be created');
  // A resumed attempt plays the version it started with, even if staff changed the content since.
  const content = playableContent(await contentOfVersion(deps.db, module, attempt.contentVersion));
  const player = toPlayerContent(content);
  return {
    id: attempt.id,
    startedAt: attempt.startedAt.toISOString(),
    module: toModuleDetail(module, now),
    content: { ...player, questions: shuffleOptions(player.questions, attempt.id) },
  };
}

/** Sponsored modules with a data-sharing notice count only with the user's consent (issue: player). */
function consentMissing(): AppError {
  return new AppError('PRECONDITION_FAILED', ATTEMPT_ERRORS.consentMissing, { reason: 'THIRD_PARTY_CONSENT_REQUIRED' });
}

function tooFast(minSeconds: number, elapsedSeconds: number): AppError {
  const wait = Math.max(1, Math.ceil(minSeconds - elapsedSeconds));
  return new AppError('PRECONDITION_FAILED', ATTEMPT_ERRORS.tooFast(minSeconds, wait), {
    minSeconds,
    retryAfterSeconds: wait,
  });
}

/**
 * Grades a submission on the server from the stored content and books the outcome in one
 * transaction (a failure answers which questions were wrong with the explanations, not the right
 * options, and when the next attempt may start): the first pass adds the knowledge points, a creditable pass of a premium user
 * pays premium points (rewardCompletion) and a module with a certificate issues it (once). The
 * attempt row is locked first and keeps its result, so the same attempt submitted again (however
 * often, however concurrently) answers the first result and credits nothing more. A submission
 * faster than the module's minimum plausible duration is refused (412) and can be sent again later.
 */
export async function submitAttempt(
  deps: Deps,
  user: Player,
  attemptId: string,
  body: SubmissionBody,
): Promise<SubmissionResult> {
  const notFound = () => new AppError('NOT_FOUND', CATALOG_ERRORS.attemptNotFound);
  const now = deps.clock.now();
  const known = await findAttempt(deps.db, attemptId, user.id);
  if (!known) throw notFound();
  if (known.result) return known.result;
  await runDueDeposits(deps.db, now, known.moduleId);

  return inTransaction(deps.db, async (tx) => {
    const attempt = await lockAttempt(tx, attemptId, user.id);
    if (!attempt) throw notFound();
    if (attempt.result) return attempt.result;
    const module = await loadVisibleModule(tx, user, now, { id: attempt.moduleId });
    const content = playableContent(await contentOfVersion(tx, module, attempt.contentVersion));
    const minSeconds = deps.config.ATTEMPT_MIN_SECONDS ?? minimumAttemptSeconds(content, module.minSeconds);
    const elapsedSeconds = (now.getTime() - attempt.startedAt.getTime()) / 1000;
    if (elapsedSeconds < minSeconds) throw tooFast(minSeconds, elapsedSeconds);
    if (module.thirdPartyModalData && body.thirdPartyConsent !== true) throw consentMissing();
    if (module.thirdPartyModalData) await recordModuleConsent(tx, { userId: user.id, moduleId: module.id, now });

    const grade = gradeAnswers(content, body.answers);
    let knowledgePoints = 0;
    let reward: Awaited<ReturnType<typeof rewardCompletion>> = { transactionType: null, premiumPoints: 0 };
    if (grade.passed) {
      const completion = await recordPass(tx, user.id, module.id, now);
      reward = await rewardCompletion(tx, {
        user,
        module: module,
        completion,
        attemptId: attempt.id,
        now,
      });
      if (completion.passes === 1 && module.knowledgeValue > 0) {
        knowledgePoints = module.knowledgeValue;
        await addKnowledgePoints(tx, user.id, knowledgePoints);
      }
      await issueCertificateIfEligible(tx, { user, module, now });
      await payQuestBonusIfDue(tx, { user, module, now });
    }
    const result: SubmissionResult = {
      passed: grade.passed,
      correct: grade.correct,
      total: grade.total,
      knowledgePoints,
      premiumPoints: reward.premiumPoints,
      transactionType: reward.transactionType,
      results: resultsForPlayer(grade),
      retryAt: grade.passed
        ? null
        : ((await retryAllowedAt(tx, user.id, module.id, { submittedAt: now }))?.toISOString() ?? null),
    };
    await saveAttemptResult(tx, attempt.id, { submittedAt: now, passed: grade.passed, result, answers: body.answers });
    return result;
  });
}
