import { isProfessionalJob } from '@apopunkt/domain/constants/jobs';
import { ACCOUNT_CHANGE_ERRORS, ACCOUNT_ERRORS, SESSION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import {
  canChangeOwnJob,
  jobConfirmationAfterChange,
  nextVerificationLetterAt,
  VERIFICATION_LETTER_COOLDOWN_DAYS,
} from '@apopunkt/domain/rules/account';
import { formatGermanDate } from '@apopunkt/domain/rules/dates';
import type { UpdateMeBody } from '@apopunkt/domain/schemas/me';
import type { User } from '@apopunkt/domain/schemas/users';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { setAccountNewsletter } from '../newsletter';
import { changeWorkplace, findSelectableOrganisation, type Workplace } from '../organisations';
import type { AuthUser } from '../users';
import { loadUserProfile } from '../users';
import { queueVerificationLetter } from '../verification-letters';
import {
  findLetterEligibility,
  type OwnProfileFields,
  recordLetterRequest,
  setAcceptedTosAt,
  updateOwnProfileFields,
} from './me.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The signed-in user's record (spec §3); a user deleted meanwhile is signed out. */
export async function getMe(deps: Pick<ResolvedDeps, 'db'>, userId: number): Promise<User> {
  const user = await loadUserProfile(deps.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', SESSION_ERRORS.signInRequired);
  return user;
}

/** The workplace part of a PATCH, or null when the body does not touch it. */
function requestedWorkplace(body: UpdateMeBody): Partial<Workplace> | null {
  if (body.unemployed === true) {
    if (body.currentPlace != null) {
      throw new AppError('VALIDATION_FAILED', ACCOUNT_ERRORS.workplaceOrUnemployed, [
        { in: 'body', path: '/currentPlace', message: ACCOUNT_CHANGE_ERRORS.notWithUnemployed },
      ]);
    }
    return { organisationId: null, creationRequestId: null, unemployed: true };
  }
  if (body.currentPlace !== undefined) {
    return { organisationId: body.currentPlace, creationRequestId: null, unemployed: false };
  }
  if (body.unemployed === false) return { unemployed: false };
  return null;
}

/**
 * Self-service profile changes. Names, salutation, birth date and moves between professional jobs
 * are free; the business jobs go through staff (rules/account). A verified employee's move to
 * another Rx-qualified job waits for staff's confirmation before Rx content opens
 * (jobConfirmationAfterChange). A new workplace must come from the
 * public list and ends a verified employment (and with it premium) until it is verified again.
 * The e-mail address is not changed here (the schema rejects it).
 */
export async function updateMe(deps: Deps, user: AuthUser, body: UpdateMeBody): Promise<User> {
  if (body.job !== undefined && !canChangeOwnJob(user.job, body.job)) {
    throw new AppError('FORBIDDEN', ACCOUNT_CHANGE_ERRORS.customerJobViaSupport);
  }
  const workplace = requestedWorkplace(body);
  const fields: OwnProfileFields = {};
  if (body.firstName !== undefined) fields.firstName = body.firstName;
  if (body.lastName !== undefined) fields.lastName = body.lastName;
  if (body.gender !== undefined) fields.gender = body.gender;
  if (body.dateOfBirth !== undefined) fields.dateOfBirth = body.dateOfBirth;
  const now = deps.clock.now();
  if (body.job !== undefined) {
    fields.job = body.job;
    const confirmation = jobConfirmationAfterChange(user, body.job);
    if (confirmation !== 'keep') fields.jobConfirmationPendingSince = confirmation === 'start' ? now : null;
  }

  await inTransaction(deps.db, async (tx) => {
    if (Object.keys(fields).length > 0) await updateOwnProfileFields(tx, user.id, fields, now);
    if (!workplace) return;
    if (workplace.organisationId != null) await findSelectableOrganisation(tx, workplace.organisationId);
    await changeWorkplace(tx, user, workplace, now);
  });
  return getMe(deps, user.id);
}

/** Newsletter consent from the account page or the newsletter block (spec §7). */
export async function setMyNewsletter(deps: Deps, user: AuthUser, accepted: boolean): Promise<User> {
  await setAccountNewsletter(deps, user, accepted);
  return getMe(deps, user.id);
}

/** Accepting the current terms of service; the time comes from the server clock, not the client. */
export async function acceptTos(deps: Deps, userId: number): Promise<User> {
  await setAcceptedTosAt(deps.db, userId, deps.clock.now());
  return getMe(deps, userId);
}

function letterCooldown(nextPossibleAt: Date): AppError {
  return new AppError('CONFLICT', ACCOUNT_CHANGE_ERRORS.letterAlreadyRequested(formatGermanDate(nextPossibleAt)), {
    nextPossibleAt: nextPossibleAt.toISOString(),
  });
}

/**
 * Asks for a letter with a one-time code to the workplace's postal address, the standard way to
 * become a verified professional (DESIGN §4). Only professionals with a confirmed e-mail and a
 * workplace from our list qualify; a letter costs postage, so one per 14 days. The request queues
 * a letter row; its code and the PDF are made when staff print the batch, and until then
 * isVerificationLetterTriggered stays false.
 */
export async function requestVerificationLetter(deps: Deps, userId: number): Promise<Date> {
  const now = deps.clock.now();
  const state = await findLetterEligibility(deps.db, userId);
  if (!state) throw new AppError('UNAUTHENTICATED', SESSION_ERRORS.signInRequired);
  if (!isProfessionalJob(state.job)) {
    throw new AppError('PRECONDITION_FAILED', ACCOUNT_CHANGE_ERRORS.letterOnlyForPharmacyStaff);
  }
  if (!state.emailConfirmedAt) {
    throw new AppError('PRECONDITION_FAILED', ACCOUNT_ERRORS.confirmEmailFirst);
  }
  if (state.organisationId === null) {
    throw new AppError('PRECONDITION_FAILED', ACCOUNT_ERRORS.chooseWorkplaceFirst);
  }
  if (state.employeeVerified) {
    throw new AppError('CONFLICT', ACCOUNT_ERRORS.alreadyVerified);
  }
  const blockedUntil = nextVerificationLetterAt(state.verificationLetterRequestedAt, now);
  if (blockedUntil) throw letterCooldown(blockedUntil);
  const cooldownMs = VERIFICATION_LETTER_COOLDOWN_DAYS * DAY_MS;
  const organisationId = state.organisationId;
  const recorded = await inTransaction(deps.db, async (tx) => {
    const at = await recordLetterRequest(tx, userId, now, new Date(now.getTime() - cooldownMs));
    if (at) await queueVerificationLetter(tx, { userId, organisationId, requestedAt: at });
    return at;
  });
  if (!recorded) throw letterCooldown(new Date(now.getTime() + cooldownMs));
  return recorded;
}
