import { describe, expect, it } from 'vitest';
import {
  canRecompleteForPoints,
  effectivePremiumValue,
  isCreditable,
  isModuleExhausted,
  nextCreditableAt,
  type RewardSituation,
  rewardOutcome,
} from './rewards';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2025-06-01T12:00:00Z');

describe('effectivePremiumValue', () => {
  it('defaults to the cost per contact of the type', () => {
    expect(effectivePremiumValue(2, null)).toBe(4);
    expect(effectivePremiumValue(7, undefined)).toBe(2);
    expect(effectivePremiumValue(10, null)).toBe(6);
    expect(effectivePremiumValue(0, null)).toBe(0);
    expect(effectivePremiumValue(8, 5)).toBe(5);
    expect(effectivePremiumValue(2, 0)).toBe(0);
  });
});

describe('isModuleExhausted', () => {
  it('is exhausted when a budgeted module cannot pay the next reward or pays nothing', () => {
    expect(isModuleExhausted({ type: 2, premiumValue: 4, balance: 3 })).toBe(true);
    expect(isModuleExhausted({ type: 2, premiumValue: 4, balance: 4 })).toBe(false);
    expect(isModuleExhausted({ type: 8, premiumValue: 0, balance: 100 })).toBe(true);
  });
  it('never exhausts types 0, 1 and 10', () => {
    for (const type of [0, 1, 10] as const) {
      expect(isModuleExhausted({ type, premiumValue: 6, balance: -500 })).toBe(false);
      expect(isModuleExhausted({ type, premiumValue: 0, balance: 0 })).toBe(false);
    }
  });
});

describe('isCreditable', () => {
  it('pays once ever by default', () => {
    expect(isCreditable({ lastRewardedAt: null, repeatPeriodDays: null }, now)).toBe(true);
    expect(isCreditable({ lastRewardedAt: new Date(now.getTime() - 999 * DAY), repeatPeriodDays: null }, now)).toBe(
      false,
    );
  });
  it('pays again once the repeat period has passed', () => {
    const history = { lastRewardedAt: new Date(now.getTime() - 30 * DAY), repeatPeriodDays: 30 };
    expect(isCreditable(history, now)).toBe(true);
    expect(isCreditable(history, new Date(now.getTime() - 1))).toBe(false);
    expect(nextCreditableAt(history, new Date(now.getTime() - DAY))?.toISOString()).toBe(now.toISOString());
    expect(nextCreditableAt(history, now)).toBeNull();
  });
});

describe('rewardOutcome', () => {
  const base: RewardSituation = {
    isPremium: true,
    creditable: true,
    isFirstReward: true,
    type: 2,
    premiumValue: 4,
    balance: 100,
  };
  it('pays a first reward and a repeat reward', () => {
    expect(rewardOutcome(base)).toBe('GAMEREWARD');
    expect(rewardOutcome({ ...base, isFirstReward: false })).toBe('REWREPEAT');
  });
  it('writes nothing for non-premium users or inside the reward period', () => {
    expect(rewardOutcome({ ...base, isPremium: false })).toBeNull();
    expect(rewardOutcome({ ...base, creditable: false })).toBeNull();
  });
  it('notes modules without points and overdrawn budgets', () => {
    expect(rewardOutcome({ ...base, premiumValue: 0 })).toBe('REWNOPTS');
    expect(rewardOutcome({ ...base, balance: 3 })).toBe('REWOVRDRWN');
    expect(rewardOutcome({ ...base, type: 0, premiumValue: 0 })).toBe('REWNOPTS');
  });
  it('lets unlimited types pay from any balance', () => {
    expect(rewardOutcome({ ...base, type: 10, premiumValue: 6, balance: -60 })).toBe('GAMEREWARD');
    expect(rewardOutcome({ ...base, type: 1, premiumValue: 3, balance: 0 })).toBe('GAMEREWARD');
  });
});

describe('canRecompleteForPoints', () => {
  it('needs completed, creditable, premium and not exhausted', () => {
    const ok = { completed: true, creditable: true, isPremium: true, isExhausted: false };
    expect(canRecompleteForPoints(ok)).toBe(true);
    expect(canRecompleteForPoints({ ...ok, completed: false })).toBe(false);
    expect(canRecompleteForPoints({ ...ok, creditable: false })).toBe(false);
    expect(canRecompleteForPoints({ ...ok, isPremium: false })).toBe(false);
    expect(canRecompleteForPoints({ ...ok, isExhausted: true })).toBe(false);
  });
});
