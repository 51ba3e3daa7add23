import type { Tx } from '../../db/client';
import { systemAccountId, tryTransfer, userAccountId } from '../ledger';
import { attachQuestTransfer, claimQuestCompletion, runningQuestsOfModule } from './quests.repository';

export interface QuestCandidate {
  user: { id: number; permissions?: readonly string[] };
  module: { id: number };
  now: Date;
}

/** The idempotency key of a quest bonus: one per quest and user. */
export const questBonusKey = (questId: number, userId: number) => `bquest:${questId}:${userId}`;

/**
 * Pays the weekly-challenge bonus for a module passed inside a running quest's period, inside
 * the submission's transaction (DESIGN §5): members with can_complete_quests only; the
 * (quest, user) completion is claimed first, so racing submissions pay ONE BQUEST transfer
 * from the quests system account; the idempotency key is the second line of defence.
 * Answers the bonus paid now (0 when nothing was due).
 */
export async function payQuestBonusIfDue(tx: Tx, input: QuestCandidate): Promise<number> {
  const { user, module, now } = input;
  if (!user.permissions?.includes('can_complete_quests')) return 0;
  let paid = 0;
  for (const quest of await runningQuestsOfModule(tx, module.id, now)) {
    const claimed = await claimQuestCompletion(tx, {
      questId: quest.id,
      userId: user.id,
      bonus: quest.bonus,
      completedAt: now,
    });
    if (!claimed || quest.bonus <= 0) continue;
    const outcome = await tryTransfer(tx, {
      debitAccountId: await systemAccountId(tx, 'quests'),
      creditAccountId: await userAccountId(tx, user.id),
      value: quest.bonus,
      type: 'BQUEST',
      moduleId: module.id,
      valueDate: now,
      comments: `Weekly-Challenge ${quest.id}`,
      idempotencyKey: questBonusKey(quest.id, user.id),
    });
    if (outcome.status !== 'created')
      throw new Error(`quest ${quest.id} for user ${user.id}: transfer ${outcome.status}`);
    await attachQuestTransfer(tx, quest.id, user.id, outcome.transfer.uuid);
    paid += quest.bonus;
  }
  return paid;
}
