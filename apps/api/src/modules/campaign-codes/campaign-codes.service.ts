import { ADMIN_USER_MESSAGES } from '@apopunkt/domain/constants/staff-self-service';
import { AppError } from '@apopunkt/domain/errors';
import { MESSAGES } from '@apopunkt/domain/messages';
import { campaignCodeState, campaignRedemptionKey, normalizeCampaignCode } from '@apopunkt/domain/rules/campaign-codes';
import type { RedeemResult } from '@apopunkt/domain/schemas/campaign-codes';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import type { RateLimiter } from '../../lib/rate-limit';
import { systemAccountId, tryTransfer, userAccountId } from '../ledger';
import {
  attachRedemptionTransfer,
  countRedemption,
  findCampaignCode,
  insertRedemption,
} from './campaign-codes.repository';
import { assertMayGuess, guessChecks, recordMiss } from './code-guessing';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

const noLongerValid = () => new AppError('PRECONDITION_FAILED', MESSAGES.redeemNoLongerValid);

/**
 * Redeems a campaign code for the user (DESIGN §5) in one transaction: the (code, user) row is
 * claimed first, so a second redemption by the same user answers 409 however many requests race;
 * then the code's window is checked and its counter raised by a conditional UPDATE, so the total
 * limit holds under any concurrency (412 when inactive, outside its window or used up); finally
 * ONE BCMPINST transfer credits the code's value from the campaigns account. Any refusal rolls
 * the claim back. Unknown codes answer 404 and count towards the guessing limits (429). Staff who
 * are not superusers cannot redeem a code they created themselves (403).
 */
export async function redeemCampaignCode(
  deps: Deps,
  limiter: RateLimiter,
  user: { id: number; isSuperuser: boolean },
  input: { code: string; ip: string },
): Promise<RedeemResult> {
  const checks = guessChecks(user.id, input.ip);
  await assertMayGuess(limiter, checks);
  const code = normalizeCampaignCode(input.code);
  const now = deps.clock.now();
  try {
    return await inTransaction(deps.db, async (tx) => {
      const found = code ? await findCampaignCode(tx, code) : null;
      if (!found) throw new AppError('NOT_FOUND', MESSAGES.redeemInvalid);
      // Staff who made a code cannot pay themselves with it; superusers answer for the platform.
      if (found.createdById === user.id && !user.isSuperuser) {
        throw new AppError('FORBIDDEN', ADMIN_USER_MESSAGES.noOwnCampaignCode);
      }
      const redemptionId = await insertRedemption(tx, {
        codeId: found.id,
        userId: user.id,
        value: found.value,
        createdAt: now,
      });
      if (redemptionId === null) throw new AppError('ALREADY_REDEEMED', MESSAGES.redeemAlreadyRedeemed);
      if (campaignCodeState(found, now) !== 'valid') throw noLongerValid();
      if (!(await countRedemption(tx, found.id, now))) throw noLongerValid();

      const outcome = await tryTransfer(tx, {
        debitAccountId: await systemAccountId(tx, 'campaigns'),
        creditAccountId: await userAccountId(tx, user.id),
        value: found.value,
        type: 'BCMPINST',
        valueDate: now,
        comments: `Aktionscode ${found.code}`,
        idempotencyKey: campaignRedemptionKey(found.id, user.id),
      });
      if (outcome.status !== 'created') {
        throw new Error(`campaign code ${found.id} for user ${user.id}: transfer ${outcome.status}`);
      }
      await attachRedemptionTransfer(tx, redemptionId, outcome.transfer.uuid);
      return { value: found.value, ...(found.url ? { url: found.url } : {}) };
    });
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') await recordMiss(limiter, checks);
    throw err;
  }
}
