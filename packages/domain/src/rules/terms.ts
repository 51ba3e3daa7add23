import { TERMS_CUTOFF_DATE } from '../constants/limits';
import { parseDate } from './dates';

/**
 * A signed-in user who accepted the terms before 2023-04-03, or never, must accept the new terms
 * before using the portal (spec §4).
 */
export function mustAcceptTerms(acceptedTosAt: Date | string | null | undefined): boolean {
  if (!acceptedTosAt) return true;
  const accepted = typeof acceptedTosAt === 'string' ? new Date(acceptedTosAt) : acceptedTosAt;
  if (Number.isNaN(accepted.getTime())) return true;
  return accepted.getTime() < parseDate(TERMS_CUTOFF_DATE).getTime();
}
