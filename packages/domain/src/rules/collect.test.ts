import { describe, expect, it } from 'vitest';
import { byPremiumValue, paysOnCompletion } from './collect';

describe('paysOnCompletion', () => {
  it('needs points, a budget and a new reward period', () => {
    expect(paysOnCompletion({ premiumValue: 4, isExhausted: false, creditable: true })).toBe(true);
    expect(paysOnCompletion({ premiumValue: 0, isExhausted: false, creditable: true })).toBe(false);
    expect(paysOnCompletion({ premiumValue: 4, isExhausted: true, creditable: true })).toBe(false);
    expect(paysOnCompletion({ premiumValue: 4, isExhausted: false, creditable: false })).toBe(false);
  });
});

describe('byPremiumValue', () => {
  it('orders by premium value, then newest first', () => {
    const list = [
      { premiumValue: 2, visibleFrom: '2026-01-01T00:00:00.000Z', n: 'a' },
      { premiumValue: 6, visibleFrom: '2026-01-01T00:00:00.000Z', n: 'b' },
      { premiumValue: 2, visibleFrom: '2026-02-01T00:00:00.000Z', n: 'c' },
    ];
    expect(list.sort(byPremiumValue).map((m) => m.n)).toEqual(['b', 'c', 'a']);
  });
});
