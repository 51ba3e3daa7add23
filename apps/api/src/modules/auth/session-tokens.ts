import { randomUUID } from 'node:crypto';
import type { TokenPair } from '@apopunkt/domain/schemas/auth';
import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import type { TokenSigner } from '../../lib/jwt';
import { sessionInvalid } from './auth-errors';
import { findLiveFamilyForUpdate, insertRefreshToken, markFamilyUsed } from './refresh-tokens.repository';

/** A session (refresh-token family) ends 30 days after sign-in however often it is refreshed (DESIGN §4). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionDeps {
  clock: Clock;
  tokens: TokenSigner;
}

interface FamilyRef {
  id: string;
  expiresAt: Date;
  /** The device that signed the family in, carried to every token of it. */
  device: string | null;
}

/**
 * The one place that hands out `{access, refresh}`: stores the refresh token hashed and signs an
 * access token whose `sid` is the family. Without `family` a new session starts (sign-in,
 * registration, password change); with it the session continues (refresh, OTP login).
 * `otpPending` marks both tokens as waiting for the two-factor code. `device` (the User-Agent,
 * deviceOf) names a new session in the member's device list.
 */
export async function issueSession(
  db: Executor,
  deps: SessionDeps,
  input: { userId: number; otpPending: boolean; family?: FamilyRef; refresh?: string; device?: string | null },
): Promise<TokenPair> {
  const now = deps.clock.now();
  const family = input.family ?? {
    id: randomUUID(),
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_MS),
    device: input.device ?? null,
  };
  const refresh = input.refresh ?? randomToken(32);
  await insertRefreshToken(db, {
    userId: input.userId,
    familyId: family.id,
    tokenHash: sha256(refresh),
    otpPending: input.otpPending,
    familyExpiresAt: family.expiresAt,
    device: family.device,
    now,
  });
  const access = await signSessionAccess(
    deps,
    { userId: input.userId, familyId: family.id, otpPending: input.otpPending },
    now,
  );
  return { access, refresh };
}

/** The access token of a session, signed at `issuedAt` (the same inputs give the same token). */
export function signSessionAccess(
  deps: SessionDeps,
  input: { userId: number; familyId: string; otpPending: boolean },
  issuedAt: Date,
): Promise<string> {
  return deps.tokens.signAccess(
    { sub: String(input.userId), sid: input.familyId, ...(input.otpPending ? { otp: 'pending' as const } : {}) },
    issuedAt,
  );
}

/**
 * Replaces the tokens of the caller's current session (the `sid` of the access token) with new
 * ones, e.g. verified after the two-factor code. Outstanding refresh tokens of the family become
 * used, so presenting the old one later counts as reuse. Call inside a transaction; answers 401
 * when the family was revoked or has expired meanwhile.
 */
export async function continueSession(
  tx: Executor,
  deps: SessionDeps,
  input: { userId: number; familyId: string; otpPending: boolean },
): Promise<TokenPair> {
  const now = deps.clock.now();
  const head = await findLiveFamilyForUpdate(tx, input.familyId, input.userId, now);
  if (!head) throw sessionInvalid();
  await markFamilyUsed(tx, input.familyId, now);
  return issueSession(tx, deps, {
    userId: input.userId,
    otpPending: input.otpPending,
    family: { id: head.familyId, expiresAt: head.familyExpiresAt, device: head.device },
  });
}
