import type { RewardTransactionType } from '../constants/ledger';
import type { ModuleType } from '../constants/modules';
import { costPerContact, isUnlimitedType } from './contacts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The premium points one completion pays: the module's own value, else the cost per contact of its type (DESIGN §5). */
export function effectivePremiumValue(type: ModuleType, premiumValue: number | null | undefined): number {
  return premiumValue ?? costPerContact(type) ?? 0;
}

/**
 * Exhausted: a budgeted module (types 2, 3, 7, 8, 9) whose account cannot pay the next reward,
 * or that pays none at all. Types 0, 1 and 10 are never exhausted (spec §4).
 */
export function isModuleExhausted(module: { type: ModuleType; premiumValue: number; balance: number }): boolean {
  if (isUnlimitedType(module.type)) return false;
  return module.premiumValue <= 0 || module.balance < module.premiumValue;
}

export interface RewardHistory {
  /** When this user was last paid for this module; null if never. */
  lastRewardedAt: Date | null;
  /** Days after which the module pays again; null means once ever. */
  repeatPeriodDays: number | null;
}

/** Creditable: no reward for this module inside its reward period (default once ever; DESIGN §5). */
export function isCreditable(history: RewardHistory, now: Date): boolean {
  if (!history.lastRewardedAt) return true;
  if (!history.repeatPeriodDays) return false;
  return now.getTime() - history.lastRewardedAt.getTime() >= history.repeatPeriodDays * DAY_MS;
}

/** When the module pays this user again; null when it pays now or never again. */
export function nextCreditableAt(history: RewardHistory, now: Date): Date | null {
  if (isCreditable(history, now) || !history.lastRewardedAt || !history.repeatPeriodDays) return null;
  return new Date(history.lastRewardedAt.getTime() + history.repeatPeriodDays * DAY_MS);
}

export interface RewardSituation {
  isPremium: boolean;
  creditable: boolean;
  /** No earlier reward for this module: GAMEREWARD; otherwise REWREPEAT. */
  isFirstReward: boolean;
  type: ModuleType;
  premiumValue: number;
  balance: number;
}

/**
 * What a passed module writes to the ledger (DESIGN §5): nothing for non-premium users or
 * inside the reward period; REWNOPTS (value 0) when the module pays no points; REWOVRDRWN
 * (value 0) when a budgeted module cannot pay; otherwise GAMEREWARD, or REWREPEAT for a
 * repeat reward.
 */
export function rewardOutcome(situation: RewardSituation): RewardTransactionType | null {
  if (!situation.isPremium || !situation.creditable) return null;
  if (situation.premiumValue <= 0) return 'REWNOPTS';
  if (!isUnlimitedType(situation.type) && situation.balance < situation.premiumValue) return 'REWOVRDRWN';
  return situation.isFirstReward ? 'GAMEREWARD' : 'REWREPEAT';
}

/** Spec §4: a completed module can be completed again for points when creditable, premium and not exhausted. */
export function canRecompleteForPoints(state: {
  completed: boolean;
  creditable: boolean;
  isPremium: boolean;
  isExhausted: boolean;
}): boolean {
  return state.completed && state.creditable && state.isPremium && !state.isExhausted;
}
