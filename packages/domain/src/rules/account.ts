import { isProfessionalJob } from '../constants/jobs';

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

/** A new verification letter may be requested this many days after the last one (postage, abuse). */
export const VERIFICATION_LETTER_COOLDOWN_DAYS = 14;

/** When the next verification letter may be requested, or null when it may be requested now. */
export function nextVerificationLetterAt(lastRequestedAt: Date | null, now: Date): Date | null {
  if (!lastRequestedAt) return null;
  const next = new Date(lastRequestedAt.getTime() + VERIFICATION_LETTER_COOLDOWN_DAYS * 24 * 60 * 60 * 1000);
  return next.getTime() > now.getTime() ? next : null;
}
