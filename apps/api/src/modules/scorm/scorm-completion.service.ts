import { SCORM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { gradeScormReport, SCORM_DEFAULT_MIN_SECONDS } from '@apopunkt/domain/rules/scorm-grading';
import type { SubmissionResult } from '@apopunkt/domain/schemas/attempts';
import type { ScormCompletionBody } from '@apopunkt/domain/schemas/scorm';
import type { ResolvedDeps } from '../../deps';
import { bookAttempt, type Player, requireDataSharingConsent, tooFast, withLockedAttempt } from '../attempts';
import { moduleContentOf } from '../learning-modules';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'> & { config: Pick<ResolvedDeps['config'], 'ATTEMPT_MIN_SECONDS'> };

/**
 * `POST /v1/attempts/{id}/scorm-completion`: the SCORM runtime in the player reports the status
 * and score; the server decides (rules/scorm-grading: status per version, score against the
 * module's pass mark), refuses it before the minimum duration (412, measured by the server's own
 * clock from the attempt's start) and books it through the same path as a quiz (bookAttempt), so
 * points, certificates and quest bonuses follow the same rules. A status that is not final
 * (incomplete, browsed, …) answers 409 and leaves the attempt open.
 */
export async function completeScormAttempt(
  deps: Deps,
  user: Player,
  attemptId: string,
  body: ScormCompletionBody,
): Promise<SubmissionResult> {
  return withLockedAttempt(deps, user, attemptId, true, async (tx, locked) => {
    const { attempt, module, now } = locked;
    if (module.scormPackage?.version !== body.version) {
      throw new AppError('VALIDATION_FAILED', SCORM_ERRORS.wrongVersion);
    }
    const minSeconds = deps.config.ATTEMPT_MIN_SECONDS ?? module.minSeconds ?? SCORM_DEFAULT_MIN_SECONDS;
    const elapsedSeconds = (now.getTime() - attempt.startedAt.getTime()) / 1000;
    if (elapsedSeconds < minSeconds) throw tooFast(minSeconds, elapsedSeconds);
    await requireDataSharingConsent(tx, user, locked, body.thirdPartyConsent);

    const content = moduleContentOf(module, module.contentVersion, module.content);
    const outcome = gradeScormReport(body, content ? content.passMarkPercent : 70);
    if (!outcome.final) throw new AppError('CONFLICT', SCORM_ERRORS.notFinished, { reason: 'SCORM_NOT_FINISHED' });
    // A score is shown as "n of 100"; a package without a score counts as one task.
    const score = outcome.scorePercent === null ? null : Math.round(outcome.scorePercent);
    return bookAttempt(tx, user, locked, {
      passed: outcome.passed,
      correct: score ?? (outcome.passed ? 1 : 0),
      total: score === null ? 1 : 100,
      results: [],
    });
  });
}
