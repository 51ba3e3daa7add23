import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { AppError } from '@apopunkt/domain/errors';
import { gradeAnswers, minimumAttemptSeconds, toPlayerContent } from '@apopunkt/domain/rules/grading';
import type { Attempt, SubmissionBody, SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import { type ModuleContent, moduleContentSchema } from '@apopunkt/domain/schemas/module-content';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { issueCertificateIfEligible } from '../certificates/certificates.service';
import { loadVisibleModule, type ModuleReader, toModuleDetail } from '../learning-modules/modules.service';
import { runDueDeposits } from '../ledger/deposits.service';
import { findAttempt, findOpenAttempt, insertOpenAttempt, lockAttempt, saveAttemptResult } from './attempts.repository';
import { rewardCompletion } from './completion-reward.service';
import { addKnowledgePoints, recordPass } from './completions.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'> & { config: Pick<ResolvedDeps['config'], 'ATTEMPT_MIN_SECONDS'> };
/** The player: who may see the module, whether they earn premium points and certificates. */
export type Player = ModuleReader & { isPremium: boolean; permissions?: readonly string[] };

function playableContent(raw: unknown): ModuleContent {
  const parsed = moduleContentSchema.safeParse(raw);
  if (!parsed.success) throw new AppError('CONFLICT', 'Für dieses Modul gibt es noch kein Quiz.');
  return parsed.data;
}

/**
 * Starts an attempt, or resumes the user's open one, and hands out the content without the
 * solutions (DESIGN §5). The start time stays that of the first start, so resuming never
 * shortens the minimum duration.
 */
export async function startAttempt(deps: Deps, user: Player, slug: string): Promise<Attempt> {
  const now = deps.clock.now();
  const module = await loadVisibleModule(deps.db, user, now, { slug });
  const content = playableContent(module.content);
  // Insert-or-find; a concurrent submission may close the found attempt in between, so retry.
  let attempt: Awaited<ReturnType<typeof findOpenAttempt>> = null;
  for (let round = 0; round < 3 && !attempt; round++) {
    await insertOpenAttempt(deps.db, { userId: user.id, moduleId: module.id, startedAt: now });
    attempt = await findOpenAttempt(deps.db, user.id, module.id);
  }
  if (!attempt) throw new Error('open attempt could not be created');
  return {
    id: attempt.id,
    startedAt: attempt.startedAt.toISOString(),
    module: toModuleDetail(module, now),
    content: toPlayerContent(content),
  };
}

/** Sponsored modules with a data-sharing notice count only with the user's consent (issue: player). */
function consentMissing(): AppError {
  return new AppError(
    'PRECONDITION_FAILED',
    'Bitte stimme der Weitergabe deiner Angaben an den Hersteller zu, damit dein Abschluss gewertet wird.',
    { reason: 'THIRD_PARTY_CONSENT_REQUIRED' },
  );
}

function tooFast(minSeconds: number, elapsedSeconds: number): AppError {
  const wait = Math.max(1, Math.ceil(minSeconds - elapsedSeconds));
  return new AppError(
    'PRECONDITION_FAILED',
    `Das ging zu schnell: Bitte nimm dir für dieses Modul mindestens ${minSeconds} Sekunden Zeit. Du kannst deine Antworten in ${wait} Sekunden absenden.`,
    { minSeconds, retryAfterSeconds: wait },
  );
}

/**
 * Grades a submission on the server from the stored content and books the outcome in one
 * transaction: the first pass adds the knowledge points, a creditable pass of a premium user
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
  const notFound = () => new AppError('NOT_FOUND', 'Dieser Versuch wurde nicht gefunden.');
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
    const content = playableContent(module.content);
    const minSeconds = deps.config.ATTEMPT_MIN_SECONDS ?? minimumAttemptSeconds(content, module.minSeconds);
    const elapsedSeconds = (now.getTime() - attempt.startedAt.getTime()) / 1000;
    if (elapsedSeconds < minSeconds) throw tooFast(minSeconds, elapsedSeconds);
    if (module.thirdPartyModalData && body.thirdPartyConsent !== true) throw consentMissing();

    const grade = gradeAnswers(content, body.answers);
    let knowledgePoints = 0;
    let reward: Awaited<ReturnType<typeof rewardCompletion>> = { transactionType: null, premiumPoints: 0 };
    if (grade.passed) {
      const completion = await recordPass(tx, user.id, module.id, now);
      reward = await rewardCompletion(tx, {
        user,
        module: { ...module, type: module.type as ModuleType },
        completion,
        attemptId: attempt.id,
        now,
      });
      if (completion.passes === 1 && module.knowledgeValue > 0) {
        knowledgePoints = module.knowledgeValue;
        await addKnowledgePoints(tx, user.id, knowledgePoints);
      }
      await issueCertificateIfEligible(tx, { user, module, now });
    }
    const result: SubmissionResult = {
      passed: grade.passed,
      correct: grade.correct,
      total: grade.total,
      knowledgePoints,
      premiumPoints: reward.premiumPoints,
      transactionType: reward.transactionType,
      results: grade.results,
    };
    await saveAttemptResult(tx, attempt.id, { submittedAt: now, passed: grade.passed, result });
    return result;
  });
}
