import { addYears } from 'date-fns';
import { berlinDay } from './dates';

/** Points the voluntary training certificate of an Apothekerkammer asks for within three years. */
export const TRAINING_POINTS_GOAL = 100;
/** The rolling window in which points count towards the goal. */
export const TRAINING_POINTS_YEARS = 3;

export interface AttendedPoints {
  points: number;
  attendedAt: Date;
}

export interface PointsExpiry {
  /** Calendar day (Europe/Berlin, yyyy-MM-dd) after which the points no longer count. */
  date: string;
  points: number;
}

export interface TrainingPointsSummary {
  goal: number;
  /** Points of the last three years. */
  points: number;
  /** Points still missing to the goal (0 once reached). */
  missing: number;
  /** Progress towards the goal in whole percent, 0..100. */
  percent: number;
  reached: boolean;
  /** Upcoming expiries of counting points, earliest first, one entry per day. */
  expiries: PointsExpiry[];
}

/** When points attended at `attendedAt` stop counting: three years later, to the instant. */
export function pointsExpireAt(attendedAt: Date): Date {
  return addYears(attendedAt, TRAINING_POINTS_YEARS);
}

/** Points count while their three years are not over. */
export function pointsCount(attendedAt: Date, now: Date): boolean {
  return attendedAt.getTime() <= now.getTime() && pointsExpireAt(attendedAt).getTime() > now.getTime();
}

/**
 * Whether an accreditation covers a pass at `at`: its window is given in calendar days, both ends
 * included, and the day of the pass is taken in Germany (a pass at 00:30 on 1 March in Berlin
 * counts for an accreditation from 1 March, although it is still February in UTC).
 */
export function accreditationCovers(window: { validFrom: string; validUntil: string }, at: Date): boolean {
  const day = berlinDay(at);
  return window.validFrom <= day && day <= window.validUntil;
}

/**
 * The Fortbildungskonto: the points of the rolling three years towards the chamber's 100, and
 * what falls out of the window when, so a member sees in time how many points to collect.
 */
export function summariseTrainingPoints(entries: readonly AttendedPoints[], now: Date): TrainingPointsSummary {
  const counting = entries.filter((entry) => pointsCount(entry.attendedAt, now));
  const points = counting.reduce((sum, entry) => sum + entry.points, 0);
  const byDay = new Map<string, number>();
  for (const entry of counting) {
    const day = berlinDay(pointsExpireAt(entry.attendedAt));
    byDay.set(day, (byDay.get(day) ?? 0) + entry.points);
  }
  const expiries = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, dayPoints]) => ({ date, points: dayPoints }));
  return {
    goal: TRAINING_POINTS_GOAL,
    points,
    missing: Math.max(0, TRAINING_POINTS_GOAL - points),
    percent: Math.min(100, Math.floor((points * 100) / TRAINING_POINTS_GOAL)),
    reached: points >= TRAINING_POINTS_GOAL,
    expiries,
  };
}
