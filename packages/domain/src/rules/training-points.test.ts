import { describe, expect, it } from 'vitest';
import { accreditationCovers, pointsCount, pointsExpireAt, summariseTrainingPoints } from './training-points';

const at = (iso: string) => new Date(iso);

describe('accreditationCovers', () => {
  const window = { validFrom: '2026-03-01', validUntil: '2026-03-31' };
  it('includes both ends of the window', () => {
    expect(accreditationCovers(window, at('2026-03-01T08:00:00Z'))).toBe(true);
    expect(accreditationCovers(window, at('2026-03-31T20:00:00Z'))).toBe(true);
  });
  it('uses the German day at the edges', () => {
    expect(accreditationCovers(window, at('2026-02-28T23:30:00Z'))).toBe(true);
    expect(accreditationCovers(window, at('2026-03-31T22:30:00Z'))).toBe(false);
    expect(accreditationCovers(window, at('2026-02-28T22:30:00Z'))).toBe(false);
  });
});

describe('pointsCount', () => {
  it('counts for exactly three years', () => {
    const attended = at('2023-05-10T10:00:00Z');
    expect(pointsExpireAt(attended)).toEqual(at('2026-05-10T10:00:00Z'));
    expect(pointsCount(attended, at('2026-05-10T09:59:59Z'))).toBe(true);
    expect(pointsCount(attended, at('2026-05-10T10:00:00Z'))).toBe(false);
  });
  it('does not count points from the future', () => {
    expect(pointsCount(at('2026-06-01T00:00:00Z'), at('2026-05-01T00:00:00Z'))).toBe(false);
  });
});

describe('summariseTrainingPoints', () => {
  const now = at('2026-11-25T12:00:00Z');

  it('starts at zero', () => {
    expect(summariseTrainingPoints([], now)).toEqual({
      goal: 100,
      points: 0,
      missing: 100,
      percent: 0,
      reached: false,
      expiries: [],
    });
  });

  it('sums the last three years and lists expiries by day, earliest first', () => {
    const summary = summariseTrainingPoints(
      [
        { points: 4, attendedAt: at('2023-11-25T11:00:00Z') }, // expired an hour ago
        { points: 8, attendedAt: at('2025-01-10T09:00:00Z') },
        { points: 2, attendedAt: at('2024-03-02T09:00:00Z') },
        { points: 3, attendedAt: at('2024-03-02T15:00:00Z') },
      ],
      now,
    );
    expect(summary).toMatchObject({ points: 13, missing: 87, percent: 13, reached: false });
    expect(summary.expiries).toEqual([
      { date: '2027-03-02', points: 5 },
      { date: '2028-01-10', points: 8 },
    ]);
  });

  it('caps the progress at 100 % once the goal is reached', () => {
    const entries = Array.from({ length: 7 }, (_, i) => ({
      points: 16,
      attendedAt: at(`2026-0${i + 1}-15T10:00:00Z`),
    }));
    expect(summariseTrainingPoints(entries, now)).toMatchObject({
      points: 112,
      missing: 0,
      percent: 100,
      reached: true,
    });
  });

  it('rounds progress down, so 99.5 points never show as done', () => {
    expect(summariseTrainingPoints([{ points: 99, attendedAt: at('2026-01-01T10:00:00Z') }], now).percent).toBe(99);
  });
});
