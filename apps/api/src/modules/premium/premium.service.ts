import { REFERRAL_BONUS } from '@apopunkt/domain/constants/premium';
import { qualifiesForPremium } from '@apopunkt/domain/policies';
import { holderName, referralKeys } from '@apopunkt/domain/rules/premium';
import type { Tx } from '../../db/client';
import { systemAccountId, tryTransfer, userAccountId } from '../ledger';
import { lockPremiumState, type PremiumState, switchPremiumOn } from './premium.repository';

export interface PremiumOutcome {
  /** The user is a verified professional (qualifiesForPremium). */
  qualifies: boolean;
  isPremium: boolean;
  /** This call switched premium on. */
  becamePremium: boolean;
  /** Referral points this call booked (0 when they were booked before or there is no referrer). */
  bonusesBooked: number;
}

/**
 * Books the referral bonuses of a new verified professional from the referral pot: BREFERRED
 * to the user, BREFERRER to whoever recommended them. The idempotency keys make each bonus
 * happen once per user ever, however often and concurrently the user is verified.
 */
async function bookReferralBonuses(tx: Tx, state: PremiumState, now: Date): Promise<number> {
  if (state.referrerId === null) return 0;
  const pot = await systemAccountId(tx, 'referrals');
  const bonuses = [
    {
      accountOf: state.id,
      value: REFERRAL_BONUS.referred,
      type: 'BREFERRED' as const,
      key: referralKeys.referred(state.id),
      comments: `Willkommensbonus: Empfehlung von ${holderName(state.referrerFirstName ?? '', state.referrerLastName ?? '')}`,
    },
    {
      accountOf: state.referrerId,
      value: REFERRAL_BONUS.referrer,
      type: 'BREFERRER' as const,
      key: referralKeys.referrer(state.id),
      comments: `Empfehlungsbonus: ${holderName(state.firstName, state.lastName)} ist jetzt Premium-Mitglied`,
    },
  ];
  let booked = 0;
  for (const bonus of bonuses) {
    const outcome = await tryTransfer(tx, {
      debitAccountId: pot,
      creditAccountId: await userAccountId(tx, bonus.accountOf),
      value: bonus.value,
      type: bonus.type,
      valueDate: now,
      comments: bonus.comments,
      idempotencyKey: bonus.key,
    });
    if (outcome.status === 'created') booked += bonus.value;
  }
  return booked;
}

/**
 * The one way a user becomes premium (DESIGN §4): letter code, staff verification and the
 * staff flag all end here, so the referral bonuses are booked in exactly one place. When the
 * user is a verified professional (qualifiesForPremium), premium is switched on and the
 * referral bonuses are booked (once ever, by idempotency key). `override` is the staff flag: it
 * switches premium on even without the qualification, but bonuses still need it, because the
 * referral programme rewards recruiting verified professionals.
 *
 * Call inside the caller's transaction. Lock order: the user's row first (locked here, or
 * already by the caller), then the employee row, then ledger accounts (tryTransfer); the
 * premium flag is written after the transfers.
 */
export async function becomePremiumIfQualified(
  tx: Tx,
  userId: number,
  now: Date,
  options: { override?: boolean } = {},
): Promise<PremiumOutcome> {
  const state = await lockPremiumState(tx, userId);
  if (!state) throw new Error(`user ${userId} not found`);
  const qualifies = qualifiesForPremium({
    job: state.job,
    emailConfirmed: state.emailConfirmedAt !== null,
    employeeVerified: state.employeeVerified ?? false,
    organisationVerified: state.organisationVerified ?? false,
  });
  if (!qualifies && !options.override) {
    return { qualifies, isPremium: state.isPremium, becamePremium: false, bonusesBooked: 0 };
  }
  const bonusesBooked = qualifies ? await bookReferralBonuses(tx, state, now) : 0;
  const becamePremium = state.isPremium ? false : await switchPremiumOn(tx, userId, now);
  return { qualifies, isPremium: true, becamePremium, bonusesBooked };
}
