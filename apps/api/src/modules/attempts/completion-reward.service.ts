import { randomUUID } from 'node:crypto';
import type { PremiumReason, RewardTransactionType } from '@apopunkt/domain/constants/ledger';
import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { rewardKeys } from '@apopunkt/domain/rules/ledger';
import { effectivePremiumValue, isCreditable } from '@apopunkt/domain/rules/rewards';
import type { Tx } from '../../db/client';
import {
  type AccountOwner,
  type AccountRow,
  lockAccountsOf,
  moduleAccountOwner,
  tryGatedTransfer,
  tryTransfer,
} from '../ledger';
import { rewardClaim, rewardSettlement } from './completions.repository';

export interface CompletionReward {
  transactionType: RewardTransactionType | null;
  premiumPoints: number;
  /** Why the module paid what it paid: the entry written, else why none was. */
  reason: PremiumReason;
}

export interface RewardInput {
  user: { id: number; isPremium: boolean };
  module: { id: number; type: ModuleType; premiumValue: number | null; repeatPeriodDays: number | null };
  /** The user's completion as recordPass returned it. */
  completion: { rewardCount: number; lastRewardedAt: Date | null };
  attemptId: string | null;
  now: Date;
  /** The accounts of `rewardAccountOwners` that the pass's statement locked, when it did. */
  lockedAccounts?: AccountRow[];
}

/** No ledger entry: for a member who is not premium, or inside the period already paid for. */
const nothing = (reason: 'NOT_PREMIUM' | 'ALREADY_REWARDED' | 'REWNOPTS'): CompletionReward => ({
  transactionType: null,
  premiumPoints: 0,
  reason,
});

/** The accounts a reward moves points between: the module's (debited) and the user's (credited). */
function rewardAccountOwners(user: { id: number }, module: { id: number; type: ModuleType }): AccountOwner[] {
  return [moduleAccountOwner(module), { kind: 'user', userId: user.id }];
}

/**
 * Whether a pass of this user may pay, judged before the pass is recorded by what the attempt's
 * lock read of the completion (so the pass's statement can lock the accounts too). rewardCompletion
 * judges again by the recorded pass, which decides.
 */
export function mayPayReward(
  user: { isPremium: boolean },
  module: { lastRewardedAt: Date | null; repeatPeriodDays: number | null },
  now: Date,
): boolean {
  return user.isPremium && isCreditable(module, now);
}

/**
 * Pays (or notes) the premium points of a passed module, inside the submission's transaction
 * (DESIGN §5). Only premium users inside a new reward period earn anything. Both accounts are
 * locked first, in id order as every transfer locks them (by the pass's statement when it may
 * pay). Then ONE statement claims the period in module_rewards (unique user, module, period) and,
 * only when the claim is new, writes the transfer of the module's premiumValue from the module's
 * account to the user's and counts the reward on the completion (rewardClaim, rewardSettlement):
 * racing requests cannot both be paid. A budget that cannot pay claims nothing and writes
 * REWOVRDRWN (value 0); a module without points writes REWNOPTS (value 0); each note at most
 * once per period. The answer names the one reason for what was paid (`reason`): the entry
 * written, else NOT_PREMIUM (REWNOPTS for a module without points) or ALREADY_REWARDED.
 */
export async function rewardCompletion(tx: Tx, input: RewardInput): Promise<CompletionReward> {
  const { user, module, completion, now } = input;
  const value = effectivePremiumValue(module.type, module.premiumValue);
  if (!user.isPremium) return nothing(value > 0 ? 'NOT_PREMIUM' : 'REWNOPTS');
  if (!isCreditable({ lastRewardedAt: completion.lastRewardedAt, repeatPeriodDays: module.repeatPeriodDays }, now)) {
    return nothing('ALREADY_REWARDED');
  }
  const period = completion.rewardCount;
  // Locked before the claim (by the pass's statement, or here); the transfer does not lock again.
  const lockedAccounts = await lockAccountsOf(tx, rewardAccountOwners(user, module), input.lockedAccounts);
  const [debitAccountId, creditAccountId] = lockedAccounts.map((account) => account.id) as [number, number];
  const note = async (type: 'REWNOPTS' | 'REWOVRDRWN', idempotencyKey: string): Promise<CompletionReward> => {
    await tryTransfer(tx, {
      debitAccountId,
      creditAccountId,
      lockedAccounts,
      value: 0,
      type,
      moduleId: module.id,
      valueDate: now,
      idempotencyKey,
    });
    return { transactionType: type, premiumPoints: 0, reason: type };
  };

  if (value <= 0) return note('REWNOPTS', rewardKeys.noPoints(user.id, module.id, period));
  const type = period === 0 ? 'GAMEREWARD' : 'REWREPEAT';
  const transferId = randomUUID();
  const outcome = await tryGatedTransfer(tx, {
    debitAccountId,
    creditAccountId,
    lockedAccounts,
    value,
    type,
    moduleId: module.id,
    valueDate: now,
    idempotencyKey: rewardKeys.reward(user.id, module.id, period),
    keyIsNew: true,
    uuid: transferId,
    gate: rewardClaim({
      userId: user.id,
      moduleId: module.id,
      rewardPeriod: period,
      attemptId: input.attemptId,
      value,
      createdAt: now,
      transferId,
    }),
    sideEffects: [rewardSettlement({ userId: user.id, moduleId: module.id, at: now })],
  });
  // Another submission claimed this period first: it was paid there.
  if (outcome.status === 'gated') return nothing('ALREADY_REWARDED');
  if (outcome.status === 'insufficient') return note('REWOVRDRWN', rewardKeys.overdrawn(user.id, module.id, period));
  return { transactionType: type, premiumPoints: value, reason: type };
}
