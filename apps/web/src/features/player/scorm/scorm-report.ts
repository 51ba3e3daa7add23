import type { ScormCompletionBody, ScormVersion } from '@apopunkt/domain/schemas/scorm';

/** The CMI values the runtime holds (scorm-again's `api.cmi`), as far as the report needs them. */
export interface CmiSnapshot {
  core?: { lesson_status?: string; score?: ScoreSnapshot };
  completion_status?: string;
  success_status?: string;
  score?: ScoreSnapshot & { scaled?: string };
}
interface ScoreSnapshot {
  raw?: string;
  min?: string;
  max?: string;
}

const LESSON_STATUSES = ['passed', 'completed', 'failed', 'incomplete', 'browsed', 'not attempted'] as const;
const COMPLETION_STATUSES = ['completed', 'incomplete', 'not attempted', 'unknown'] as const;
const SUCCESS_STATUSES = ['passed', 'failed', 'unknown'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | undefined, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;
const num = (value: string | undefined) => {
  if (value === undefined || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** What the runtime reported, in the shape of `POST /v1/attempts/{id}/scorm-completion`. */
export function scormReport(version: ScormVersion, cmi: CmiSnapshot): ScormCompletionBody {
  if (version === '1.2') {
    const score = cmi.core?.score ?? {};
    return defined({
      version,
      lessonStatus: oneOf(LESSON_STATUSES, cmi.core?.lesson_status, 'not attempted'),
      scoreRaw: num(score.raw),
      scoreMin: num(score.min),
      scoreMax: num(score.max),
    });
  }
  const score = cmi.score ?? {};
  return defined({
    version,
    completionStatus: oneOf(COMPLETION_STATUSES, cmi.completion_status, 'unknown'),
    successStatus: oneOf(SUCCESS_STATUSES, cmi.success_status, 'unknown'),
    scoreScaled: num(score.scaled),
    scoreRaw: num(score.raw),
    scoreMin: num(score.min),
    scoreMax: num(score.max),
  });
}

/** Whether the report is final (the server books it): passed, completed or failed. */
export function isFinalReport(report: ScormCompletionBody): boolean {
  if (report.version === '1.2') return ['passed', 'completed', 'failed'].includes(report.lessonStatus);
  return report.successStatus !== 'unknown' || report.completionStatus === 'completed';
}
