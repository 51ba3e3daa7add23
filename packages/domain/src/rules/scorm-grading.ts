import type { ScormCompletionBody } from '../schemas/scorm';

/** Minimum plausible duration of a SCORM attempt when the module sets none (DESIGN §5). */
export const SCORM_DEFAULT_MIN_SECONDS = 60;

export type ScormOutcome =
  /** The package has not reached a final state (incomplete, browsed, unknown): nothing is booked. */
  { final: false } | { final: true; passed: boolean; scorePercent: number | null };

/** The reported score in percent, or null when the runtime reported none. */
export function scormScorePercent(report: ScormCompletionBody): number | null {
  const clamp = (value: number) => Math.min(100, Math.max(0, value));
  if (report.version === '2004' && report.scoreScaled !== undefined) return clamp(report.scoreScaled * 100);
  if (report.scoreRaw === undefined) return null;
  const min = report.scoreMin ?? 0;
  const max = report.scoreMax ?? 100;
  if (max <= min) return clamp(report.scoreRaw);
  return clamp(((report.scoreRaw - min) / (max - min)) * 100);
}

/**
 * Decides a SCORM attempt from what the runtime reported (issue 12 §1). SCORM 1.2: lesson status
 * passed or completed counts, failed fails. SCORM 2004: success status passed counts, failed fails;
 * without a success status, completion status completed counts. A reported score must in addition
 * reach the module's pass mark (the package's own mastery score does not lower it); a package that
 * reports no score is decided by its status alone. Every other status is not final yet.
 */
export function gradeScormReport(report: ScormCompletionBody, passMarkPercent: number): ScormOutcome {
  let status: 'passed' | 'failed' | 'open';
  if (report.version === '1.2') {
    status =
      report.lessonStatus === 'passed' || report.lessonStatus === 'completed'
        ? 'passed'
        : report.lessonStatus === 'failed'
          ? 'failed'
          : 'open';
  } else if (report.successStatus !== 'unknown') {
    status = report.successStatus;
  } else {
    status = report.completionStatus === 'completed' ? 'passed' : 'open';
  }
  if (status === 'open') return { final: false };
  const scorePercent = scormScorePercent(report);
  const passed = status === 'passed' && (scorePercent === null || scorePercent >= passMarkPercent);
  return { final: true, passed, scorePercent };
}
