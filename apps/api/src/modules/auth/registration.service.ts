import { AppError } from '@apopunkt/domain/errors';
import {
  AUTH_FIELD_MESSAGES,
  ageOn,
  MIN_REGISTRATION_AGE,
  type Registration,
  type TokenPair,
} from '@apopunkt/domain/schemas/auth';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { friendlyCode } from '../../lib/crypto';
import { hashPassword } from '../../lib/passwords';
import { emailExists } from './account.repository';
import { AUTH_MESSAGES, fieldError } from './auth-errors';
import { checkEmailVerificationCode, consumeEmailVerificationCode } from './email-codes.service';
import {
  findUserIdByReferrerCode,
  insertEmployee,
  insertOrganisationCreationRequest,
  insertUser,
  verifiedOrganisationExists,
} from './registration.repository';
import { issueSession } from './session-tokens';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'tokens' | 'keys'>;

const MAX_AGE_YEARS = 120;

function emailTaken(): AppError {
  return new AppError('EMAIL_TAKEN', AUTH_MESSAGES.emailTaken);
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** A referral code nobody has yet (8 of 31 characters: collisions are rare, we still check). */
async function uniqueReferrerCode(db: Executor): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const code = friendlyCode(8);
    if ((await findUserIdByReferrerCode(db, code)) === null) return code;
  }
  throw new Error('no free referrer code');
}

/** Rules the zod schema cannot check: age on the server's clock, existing organisation and referrer. */
async function checkReferences(deps: Deps, input: Registration, now: Date): Promise<number | null> {
  const age = ageOn(input.dateOfBirth, now);
  if (age < 0 || age > MAX_AGE_YEARS) throw fieldError('dateOfBirth', AUTH_FIELD_MESSAGES.dateOfBirth);
  if (age < MIN_REGISTRATION_AGE) throw fieldError('dateOfBirth', AUTH_FIELD_MESSAGES.tooYoung);
  if (input.currentPlace !== null && !(await verifiedOrganisationExists(deps.db, input.currentPlace))) {
    throw fieldError('currentPlace', AUTH_MESSAGES.organisationUnknown);
  }
  if (!input.referredBy) return null;
  const referrerId = await findUserIdByReferrerCode(deps.db, input.referredBy);
  if (referrerId === null) throw fieldError('referredBy', AUTH_MESSAGES.referralUnknown);
  return referrerId;
}

/**
 * Creates an account from the registration form (spec §3) and signs it in. The mailed code
 * proves the address, so the e-mail counts as confirmed. User, employee row (or organisation
 * creation request) and the first session are written in one transaction that also uses the
 * code up; a failed registration leaves the code usable. The code is checked before the
 * duplicate check, so the call cannot be used to probe for registered addresses.
 */
export async function register(deps: Deps, input: Registration, device: string | null = null): Promise<TokenPair> {
  const now = deps.clock.now();
  const referredById = await checkReferences(deps, input, now);
  const codeId = await checkEmailVerificationCode(deps, { email: input.email, code: input.emailVerificationCode });
  const passwordHash = await hashPassword(input.password);
  try {
    return await inTransaction(deps.db, async (tx) => {
      await consumeEmailVerificationCode(tx, codeId, now);
      if (await emailExists(tx, input.email)) throw emailTaken();
      const userId = await insertUser(tx, {
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        gender: input.gender,
        dateOfBirth: input.dateOfBirth,
        job: input.job,
        acceptedTosAt: now,
        hasAcceptedNewsletter: input.hasAcceptedNewsletter,
        emailConfirmedAt: now,
        referrerCode: await uniqueReferrerCode(tx),
        referredById,
        createdAt: now,
        updatedAt: now,
      });
      const creationRequestId = input.organisationRequest
        ? await insertOrganisationCreationRequest(tx, { userId, ...input.organisationRequest, createdAt: now })
        : null;
      await insertEmployee(tx, {
        userId,
        organisationId: input.currentPlace,
        isUnemployed: input.unemployed,
        lastOrganisationChangeAt: now,
        creationRequestId,
      });
      return issueSession(tx, deps, { userId, otpPending: false, device });
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
