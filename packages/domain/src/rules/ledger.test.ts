import { describe, expect, it } from 'vitest';
import { isCancelableTransfer, rewardKeys } from './ledger';

describe('isCancelableTransfer', () => {
  it('allows cancelling a transfer that moved points once', () => {
    expect(isCancelableTransfer({ value: 5, canceledAt: null, cancels: null })).toBe(true);
  });
  it('refuses zero-value rows, cancelled rows and reversals', () => {
    expect(isCancelableTransfer({ value: 0, canceledAt: null, cancels: null })).toBe(false);
    expect(isCancelableTransfer({ value: 5, canceledAt: new Date(), cancels: null })).toBe(false);
    expect(isCancelableTransfer({ value: 5, canceledAt: null, cancels: 'abc' })).toBe(false);
  });
});

describe('rewardKeys', () => {
  it('gives one key per user, module and period', () => {
    expect(rewardKeys.reward(1, 2, 0)).toBe('reward:1:2:0');
    expect(rewardKeys.reward(1, 2, 1)).not.toBe(rewardKeys.reward(1, 2, 0));
    expect(rewardKeys.overdrawn(1, 2, 0)).not.toBe(rewardKeys.noPoints(1, 2, 0));
  });
});
