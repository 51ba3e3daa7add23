import { COMPETITION_TYPES, type CompetitionType } from '../constants/engagement';
import { PROGRESS_LABEL_MIN_PERCENT } from '../constants/limits';

export interface ProgressFacts {
  /** The competition's modules (type 1). */
  modulesTotal: number;
  /** Of them, those the member passed inside the competition's period. */
  modulesPassed: number;
  /** Whether the member's employment is verified (type 2). */
  isVerified: boolean;
}

/**
 * A participant's progress in percent (issue 10): type 1 the share of the competition's modules
 * passed inside its period (rounded down, so 100 means all of them), type 2 100 once verified,
 * type 3 100 for taking part.
 */
export function competitionProgress(type: CompetitionType, facts: ProgressFacts): number {
  if (type === COMPETITION_TYPES.verification) return facts.isVerified ? 100 : 0;
  if (type === COMPETITION_TYPES.noWinCondition) return 100;
  if (facts.modulesTotal <= 0) return 0;
  const passed = Math.min(Math.max(0, facts.modulesPassed), facts.modulesTotal);
  return Math.floor((passed * 100) / facts.modulesTotal);
}

/** Competition tiles label the progress only from 10 percent (spec §2, §9). */
export function showsProgressLabel(percent: number | null | undefined): boolean {
  return typeof percent === 'number' && percent >= PROGRESS_LABEL_MIN_PERCENT;
}

export type CompetitionState = 'upcoming' | 'running' | 'ended';

/** Where a competition (or any period with a start and an exclusive end) stands at `now`. */
export function periodState(period: { startsAt: Date; endsAt: Date }, now: Date): CompetitionState {
  if (now < period.startsAt) return 'upcoming';
  if (now >= period.endsAt) return 'ended';
  return 'running';
}

/** The id or alias of an address: '142' is the premium members' competition (spec §9). */
export function competitionKey(idOrSlug: string): { id: number } | { slug: string } {
  if (idOrSlug === '142') return { slug: 'premium' };
  return /^[1-9][0-9]{0,9}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
}
