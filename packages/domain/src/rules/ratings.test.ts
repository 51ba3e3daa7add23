import { describe, expect, it } from 'vitest';
import { summariseRatings } from './ratings';

describe('summariseRatings', () => {
  it('averages to one decimal and lists every star count from 1 to 5', () => {
    const summary = summariseRatings(
      [
        { stars: 5, count: 2 },
        { stars: 2, count: 1 },
      ],
      [],
    );
    expect(summary.average).toBe(4);
    expect(summary.count).toBe(3);
    expect(summary.distribution).toEqual([
      { stars: 1, count: 0 },
      { stars: 2, count: 1 },
      { stars: 3, count: 0 },
      { stars: 4, count: 0 },
      { stars: 5, count: 2 },
    ]);
  });

  it('has no average without ratings', () => {
    expect(summariseRatings([], []).average).toBeNull();
  });
});
