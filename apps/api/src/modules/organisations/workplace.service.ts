import { qualifiesForPremium } from '@apopunkt/domain/policies';
import type { Executor } from '../../db/client';
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
 * Confirms that the user works at the organisation (staff directly, later also the letter code)
 * and grants premium when the user now is a verified professional (DESIGN §4). The organisation
 * must already be verified. Call inside a transaction; returns whether the user became premium.
 */
export async function verifyEmployment(
  tx: Executor,
  user: { id: number; job: string | null; emailConfirmed: boolean; isPremium: boolean },
  organisation: { id: number; isVerified: boolean },
  now: Date,
): Promise<boolean> {
  await changeWorkplace(tx, user, { organisationId: organisation.id, creationRequestId: null, unemployed: false }, now);
  await setEmployeeVerified(tx, user.id, now);
  const qualifies = qualifiesForPremium({
    job: user.job,
    emailConfirmed: user.emailConfirmed,
    employeeVerified: true,
    organisationVerified: organisation.isVerified,
  });
  if (!qualifies) return false;
  await setUserPremium(tx, user.id, true, now);
  return !user.isPremium;
}
