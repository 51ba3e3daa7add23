import { POINTS_CORRECTION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { correctionBooking, pointsCorrectionKey } from '@apopunkt/domain/rules/points-corrections';
import type { PointsCorrectionBody, PointsCorrectionResult } from '@apopunkt/domain/schemas/points-corrections';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { runIdempotent } from '../idempotency';
import { lockAccountsOf, tryTransfer } from '../ledger';
import type { AuthUser } from '../users';
import { findManageableUser } from './staff-access';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/**
 * Staff correct a member's premium points (issue 37 §6) in ONE transaction: a credit is a
 * TRANSFER from the system account `corrections` to the member, a debit a WITHDRAW back to it
 * (DESIGN §5), with the reason as the booking's comment (the member's history shows it) and an
 * audit log entry. The ledger locks both accounts and refuses a debit the balance cannot pay
 * (the accounts' CHECK backs it), so racing debits never overdraw. At most one booking per staff
 * member and Idempotency-Key: a replay answers the first correction; the key for another
 * correction answers 409. Staff cannot correct their own points, nor (unless superusers) a superuser's.
 */
export async function correctPoints(
  deps: Deps,
  staff: AuthUser,
  userId: number,
  body: PointsCorrectionBody,
  idempotencyKey: string,
): Promise<PointsCorrectionResult> {
  if (staff.id === userId) throw new AppError('FORBIDDEN', POINTS_CORRECTION_ERRORS.ownAccount);
  const now = deps.clock.now();
  const scope = {
    userId: staff.id,
    route: 'points-correction',
    key: idempotencyKey,
    fingerprint: JSON.stringify([userId, body.value, body.reason]),
    now,
  };
  const outcome = await inTransaction(deps.db, (tx) =>
    runIdempotent(tx, scope, () =>
      bookCorrection(tx, deps, staff, userId, body, pointsCorrectionKey(staff.id, idempotencyKey), now),
    ),
  );
  return outcome.response;
}

async function bookCorrection(
  tx: Tx,
  deps: Deps,
  staff: AuthUser,
  userId: number,
  body: PointsCorrectionBody,
  transferKey: string,
  now: Date,
): Promise<PointsCorrectionResult> {
  await findManageableUser(tx, staff, userId);
  const booking = correctionBooking(body.value);
  const [member, corrections] = await lockAccountsOf(tx, [
    { kind: 'user', userId },
    { kind: 'system', systemName: 'corrections' },
  ]);
  if (!member || !corrections) throw new Error('correction accounts missing');
  const outcome = await tryTransfer(tx, {
    debitAccountId: booking.credit ? corrections.id : member.id,
    creditAccountId: booking.credit ? member.id : corrections.id,
    value: booking.points,
    type: booking.type,
    valueDate: now,
    comments: body.reason,
    idempotencyKey: transferKey,
    keyIsNew: true,
    createdById: staff.id,
    lockedAccounts: [member, corrections],
  });
  if (outcome.status === 'insufficient') {
    throw new AppError('PRECONDITION_FAILED', POINTS_CORRECTION_ERRORS.overdraws(outcome.balance), {
      balance: outcome.balance,
      value: body.value,
    });
  }
  if (outcome.status === 'duplicate') throw new Error(`points correction ${transferKey} booked twice`);
  const balance = member.balance + body.value;
  await recordStaffChange(tx, deps.clock, {
    actor: staff,
    action: 'user.points-correction',
    entityType: 'user',
    entityId: userId,
    before: { premiumScore: member.balance },
    after: { premiumScore: balance, value: body.value, reason: body.reason, transferUuid: outcome.transfer.uuid },
  });
  return {
    transferUuid: outcome.transfer.uuid,
    transactionType: booking.type,
    value: body.value,
    reason: body.reason,
    valueDate: outcome.transfer.valueDate.toISOString(),
    balance,
  };
}
