import type { Executor, Tx } from '../../db/client';
import { becomePremiumIfQualified, type PremiumOutcome } from '../premium';
import { findEmployeeForUpdate, setEmployeeVerified, setUserPremium, upsertEmployee } from './workplace.repository';

/** Where a user works: an organisation from our list, a pending creation request, or nothing. */
export interface Workplace {
  organisationId: number | null;
  creationRequestId: number | null;
  unemployed: boolean;
}

/**
 * Records a new workplace for a user. Verification belongs to one employment: when the place
 * changes, the employee becomes unverified, the change time is stored, and premium ("verified
 * professional", DESIGN §4) is lost until the new employment is verified. Points already earned
 * stay. Fields left out of `change` keep their current value. Call inside a transaction; returns
 * whether the place changed.
 */
export async function changeWorkplace(
  tx: Executor,
  user: { id: number; isPremium: boolean },
  change: Partial<Workplace>,
  now: Date,
): Promise<boolean> {
  const current = await findEmployeeForUpdate(tx, user.id);
  const next: Workplace = {
    organisationId: change.organisationId !== undefined ? change.organisationId : (current?.organisationId ?? null),
    creationRequestId:
      change.creationRequestId !== undefined ? change.creationRequestId : (current?.creationRequestId ?? null),
    unemployed: change.unemployed ?? current?.isUnemployed ?? false,
  };
  const placeChanged =
    (current?.organisationId ?? null) !== next.organisationId ||
    (current?.creationRequestId ?? null) !== next.creationRequestId;
  const unemployedChanged = (current?.isUnemployed ?? false) !== next.unemployed;
  if (!placeChanged && !unemployedChanged) return false;

  await upsertEmployee(tx, {
    userId: user.id,
    organisationId: next.organisationId,
    creationRequestId: next.creationRequestId,
    isUnemployed: next.unemployed,
    ...(placeChanged || !current
      ? { isVerified: false, verifiedAt: null, lastOrganisationChangeAt: now }
      : { isVerified: current.isVerified, verifiedAt: current.verifiedAt }),
  });
  if (placeChanged && user.isPremium) await setUserPremium(tx, user.id, false, now);
  return placeChanged;
}

/**
 * Confirms that the user works at the organisation (staff directly, or the letter code) and
 * hands over to becomePremiumIfQualified, the one place that grants premium and books the
 * referral bonuses (DESIGN §4). Call inside a transaction, after locking the user's row.
 */
export async function verifyEmployment(
  tx: Tx,
  user: { id: number; isPremium: boolean },
  organisation: { id: number },
  now: Date,
): Promise<PremiumOutcome> {
  await changeWorkplace(tx, user, { organisationId: organisation.id, creationRequestId: null, unemployed: false }, now);
  await setEmployeeVerified(tx, user.id, now);
  return becomePremiumIfQualified(tx, user.id, now);
}
