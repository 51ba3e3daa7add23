import { describe, expect, it } from 'vitest';
import { drawWinners } from './winner-draw';

describe('drawWinners', () => {
  const ids = Array.from({ length: 50 }, (_, i) => i + 1);
  it('is reproducible from the seed, whatever the candidate order', () => {
    const first = drawWinners(ids, 5, 'seed-1');
    expect(drawWinners([...ids].reverse(), 5, 'seed-1')).toEqual(first);
    expect(drawWinners(ids, 5, 'seed-2')).not.toEqual(first);
  });
  it('draws distinct candidates, at most as many as there are', () => {
    const winners = drawWinners(ids, 10, 'x');
    expect(new Set(winners).size).toBe(10);
    expect(winners.every((id) => ids.includes(id))).toBe(true);
    expect(drawWinners([1, 2], 5, 'x').sort()).toEqual([1, 2]);
    expect(drawWinners([], 3, 'x')).toEqual([]);
  });
});
