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
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import type { ResolvedDeps } from '../../deps';
import {
  contentOfVersion,
  moduleContentOf,
  toModuleDetail,
  type VersionedContent,
  visibleModule,
} from '../learning-modules';
import {
  bookAttempt,
  type Player,
  requireDataSharingConsent,
  tooFast,
  withLockedAttempt,
} from './attempt-booking.service';
import { findModuleForStart, findOpenAttempt, type HistoryAttempt, insertOpenAttempt } from './attempts.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'> & { config: Pick<ResolvedDeps['config'], 'ATTEMPT_MIN_SECONDS'> };

export type { Player };

/** What a module played as a SCORM package hands out: no pages, no questions (the package has them). */
const SCORM_CONTENT: ModuleContent = { pages: [], questions: [], passMarkPercent: 70 };

/** The module's content of that version, or 409 when it holds no quiz to play. */
function playableContent(module: { uuid: string }, { version, content }: VersionedContent): ModuleContent {
  const parsed = moduleContentOf(module, version, content);
  if (!parsed) throw new AppError('CONFLICT', CATALOG_ERRORS.noQuiz);
  return parsed;
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
  const found = await findModuleForStart(deps.db, user.id, slug, RETRY_WAIT_MINUTES.length);
  const module = visibleModule(user, found.module, now);
  // Checked before an attempt opens; the same parse serves an attempt of the current version.
  const current = module.scormPackage
    ? SCORM_CONTENT
    : playableContent(module, { version: module.contentVersion, content: module.content });
  const { history } = found;
  let attempt: HistoryAttempt | null = history.open;
  if (!attempt) {
    const retryAt = nextAttemptAllowedAt(history.latest);
    if (retryAt && retryAt > now) throw coolingDown(retryAt, now);
  }
  // Insert-or-find; a concurrent submission may close the found attempt in between, so retry.
  for (let round = 0; round < 3 && !attempt; round++) {
    attempt =
      (await insertOpenAttempt(deps.db, {
        userId: user.id,
        moduleId: module.id,
        startedAt: now,
        contentVersion: module.contentVersion,
      })) ?? (await findOpenAttempt(deps.db, user.id, module.id));
  }
  if (!attempt) throw new Error('open attempt could not be created');
  // A resumed attempt plays the version it started with, even if staff changed the content since.
  let content = current;
  if (!module.scormPackage) {
    const stored = await contentOfVersion(deps.db, module, attempt.contentVersion);
    if (stored.version !== module.contentVersion) content = playableContent(module, stored);
  }
  const player = toPlayerContent(content);
  return {
    id: attempt.id,
    startedAt: attempt.startedAt.toISOString(),
    module: toModuleDetail(module, now),
    content: { ...player, questions: shuffleOptions(player.questions, attempt.id) },
  };
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
  return withLockedAttempt(deps, user, attemptId, false, async (tx, locked) => {
    const { attempt, module, now } = locked;
    const content = playableContent(module, await contentOfVersion(tx, module, attempt.contentVersion));
    const minSeconds = deps.config.ATTEMPT_MIN_SECONDS ?? minimumAttemptSeconds(content, module.minSeconds);
    const elapsedSeconds = (now.getTime() - attempt.startedAt.getTime()) / 1000;
    if (elapsedSeconds < minSeconds) throw tooFast(minSeconds, elapsedSeconds);
    await requireDataSharingConsent(tx, user, locked, body.thirdPartyConsent);

    const grade = gradeAnswers(content, body.answers);
    return bookAttempt(tx, user, locked, { ...grade, results: resultsForPlayer(grade), answers: body.answers });
  });
}
