/** Transaction type codes of the points ledger (spec §3, DESIGN §5). */
export const TRANSACTION_TYPES = [
  'GAMEREWARD',
  'REWREPEAT',
  'REWOVRDRWN',
  'REWNOPTS',
  'PURCHASE',
  'DEPOSIT',
  'SCHEDDEP',
  'TRANSFER',
  'WITHDRAW',
  'BREFERRER',
  'BREFERRED',
  'BMIGRATION',
  'BCMPINST',
  'BQUEST',
  'MIGTOUSER',
  'MIGTOMOD',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** What a module completion can write: a paid reward, a repeat reward or a zero-value note. */
export const REWARD_TRANSACTION_TYPES = ['GAMEREWARD', 'REWREPEAT', 'REWOVRDRWN', 'REWNOPTS'] as const;
export type RewardTransactionType = (typeof REWARD_TRANSACTION_TYPES)[number];

/**
 * Why a passed module paid what it paid (the submission's `premiumReason`): the reward entry it
 * wrote, or, without one, the member is not premium (`NOT_PREMIUM`; a module without points then
 * says `REWNOPTS`) or was paid for it in this reward period already (`ALREADY_REWARDED`).
 */
export const PREMIUM_REASONS = [...REWARD_TRANSACTION_TYPES, 'NOT_PREMIUM', 'ALREADY_REWARDED'] as const;
export type PremiumReason = (typeof PREMIUM_REASONS)[number];

/** The transfers that pay a reward out of a module's budget (the notes move nothing). */
export const PAID_REWARD_TYPES = ['GAMEREWARD', 'REWREPEAT'] as const satisfies readonly RewardTransactionType[];

/** Budget bought for a module: now or on a scheduled date. */
export const DEPOSIT_TYPES = ['DEPOSIT', 'SCHEDDEP'] as const satisfies readonly TransactionType[];

export const ACCOUNT_KINDS = ['user', 'module', 'system'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/**
 * Named system accounts that points come from or go to (DESIGN §5). All may go negative: the
 * mint issues every point that manufacturers buy, the others fund bonuses or collect spending.
 */
export const SYSTEM_ACCOUNTS = {
  /** Issues the points manufacturers buy (DEPOSIT, SCHEDDEP). */
  mint: 'Prämienpunkte-Ausgabe',
  /** Receives points spent on coupons (PURCHASE). */
  shop: 'Gutschein-Shop',
  /** Referral bonuses (BREFERRER, BREFERRED). */
  referrals: 'Empfehlungsprogramm',
  /** Campaign codes (BCMPINST). */
  campaigns: 'Aktionscodes',
  /** Weekly challenges (BQUEST). */
  quests: 'Weekly-Challenges',
  /** Points carried over from the previous platform (BMIGRATION, MIGTOUSER, MIGTOMOD). */
  migration: 'Datenübernahme',
  /** Staff corrections (TRANSFER, WITHDRAW). */
  corrections: 'Korrekturen',
} as const;
export type SystemAccountName = keyof typeof SYSTEM_ACCOUNTS;
