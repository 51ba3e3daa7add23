import type { RewardTransactionType } from '@apopunkt/domain/constants/ledger';
import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { rewardKeys } from '@apopunkt/domain/rules/ledger';
import { effectivePremiumValue, isCreditable } from '@apopunkt/domain/rules/rewards';
import type { Tx } from '../../db/client';
import { lockAccountsOf, moduleAccountOwner, tryTransfer } from '../ledger/ledger.service';
import { claimReward, releaseReward, rewardSettlement } from './completions.repository';

export interface CompletionReward {
  transactionType: RewardTransactionType | null;
  premiumPoints: number;
}

export interface RewardInput {
  user: { id: number; isPremium: boolean };
  module: { id: number; type: ModuleType; premiumValue: number | null; repeatPeriodDays: number | null };
  /** The user's completion as recordPass returned it. */
  completion: { rewardCount: number; lastRewardedAt: Date | null };
  attemptId: string | null;
  now: Date;
}

const NOTHING: CompletionReward = { transactionType: null, premiumPoints: 0 };

/**
 * Pays (or notes) the premium points of a passed module, inside the submission's transaction
 * (DESIGN §5). Only premium users inside a new reward period earn anything. The period is
 * claimed first in module_rewards (unique user, module, period), so racing requests cannot both
 * be paid (both accounts are locked before the claim, in id order as every transfer locks them);
 * then ONE transfer moves the module's premiumValue from the module's account to the user's, and
 * its statement also settles the claim (rewardSettlement). A budget that cannot pay gives the
 * claim back and writes REWOVRDRWN (value 0); a module without points writes REWNOPTS (value 0);
 * each note at most once per period.
 */
export async function rewardCompletion(tx: Tx, input: RewardInput): Promise<CompletionReward> {
  const { user, module, completion, now } = input;
  if (!user.isPremium) return NOTHING;
  if (!isCreditable({ lastRewardedAt: completion.lastRewardedAt, repeatPeriodDays: module.repeatPeriodDays }, now)) {
    return NOTHING;
  }
  const period = completion.rewardCount;
  const value = effectivePremiumValue(module.type, module.premiumValue);
  // Locked before the claim, in the same statement that finds them; the transfer does not lock again.
  const lockedAccounts = await lockAccountsOf(tx, [moduleAccountOwner(module), { kind: 'user', userId: user.id }]);
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
    return { transactionType: type, premiumPoints: 0 };
  };

  if (value <= 0) return note('REWNOPTS', rewardKeys.noPoints(user.id, module.id, period));
  const claimId = await claimReward(tx, {
    userId: user.id,
    moduleId: module.id,
    rewardPeriod: period,
    attemptId: input.attemptId,
    value,
    createdAt: now,
  });
  if (claimId === null) return NOTHING;

  const type = period === 0 ? 'GAMEREWARD' : 'REWREPEAT';
  const outcome = await tryTransfer(tx, {
    debitAccountId,
    creditAccountId,
    lockedAccounts,
    value,
    type,
    moduleId: module.id,
    valueDate: now,
    idempotencyKey: rewardKeys.reward(user.id, module.id, period),
    keyIsNew: true,
    alongside: rewardSettlement({ rewardId: claimId, userId: user.id, moduleId: module.id, at: now }),
  });
  if (outcome.status === 'insufficient') {
    await releaseReward(tx, claimId);
    return note('REWOVRDRWN', rewardKeys.overdrawn(user.id, module.id, period));
  }
  if (outcome.status === 'duplicate') {
    throw new Error(`reward ${period} of user ${user.id} for module ${module.id} was paid without its claim`);
  }
  return { transactionType: type, premiumPoints: value };
}
