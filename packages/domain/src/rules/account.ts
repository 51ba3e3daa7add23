import { isProfessionalJob, RX_QUALIFIED_JOBS } from '../constants/jobs';

/**
 * Whether users may change their own job from `current` to `next`. Moving between the nine
 * professional jobs is self-service. The business jobs (CFR, CUS, CRM) come with a contract and
 * business data access, so moving into or out of them goes through staff (DESIGN §4).
 */
export function canChangeOwnJob(current: string | null, next: string): boolean {
  if (current === next) return true;
  if (!isProfessionalJob(next)) return false;
  return current === null || isProfessionalJob(current);
}

/**
 * What a self-service job change does to the job confirmation (issue 8 §3): a verified employee
 * who moves to another prescription-qualified job waits for staff's confirmation ('start') before
 * Rx content opens again; a move to a job without Rx content needs none ('clear'); otherwise the
 * state stays ('keep'). Users without a verified employment see no Rx content anyway, and staff
 * verifying them look at the job they then hold.
 */
export function jobConfirmationAfterChange(
  current: { job: string | null; employeeVerified: boolean },
  next: string,
): 'start' | 'clear' | 'keep' {
  if (current.job === next) return 'keep';
  if (!RX_QUALIFIED_JOBS.includes(next as never)) return 'clear';
  return current.employeeVerified ? 'start' : 'keep';
}

/** A new verification letter may be requested this many days after the last one (postage, abuse). */
export const VERIFICATION_LETTER_COOLDOWN_DAYS = 14;

/** When the next verification letter may be requested, or null when it may be requested now. */
export function nextVerificationLetterAt(lastRequestedAt: Date | null, now: Date): Date | null {
  if (!lastRequestedAt) return null;
  const next = new Date(lastRequestedAt.getTime() + VERIFICATION_LETTER_COOLDOWN_DAYS * 24 * 60 * 60 * 1000);
  return next.getTime() > now.getTime() ? next : null;
}
