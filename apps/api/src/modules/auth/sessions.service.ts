import { AppError } from '@apopunkt/domain/errors';
import type { TokenPair } from '@apopunkt/domain/schemas/auth';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { hmac, sha256 } from '../../lib/crypto';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import type { RateLimiter } from '../../lib/rate-limit';
import { findCredentialsByEmail, findCredentialsById } from './account.repository';
import { signInCancellingDeletion } from './account-deletion.service';
import { AUTH_MESSAGES, sessionInvalid } from './auth-errors';
import {
  findRefreshToken,
  findRefreshTokenForUpdate,
  isFamilyLive,
  markRefreshTokenUsed,
  type RefreshTokenRow,
  revokeFamily,
} from './refresh-tokens.repository';
import { issueSession, signSessionAccess } from './session-tokens';
import { startSignInAttempt } from './sign-in-limits';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'tokens' | 'keys'>;
type SignInDeps = Deps & Pick<ResolvedDeps, 'mailer' | 'config'>;

/**
 * Signs in with e-mail and password. Unknown e-mail and wrong password give the same answer
 * and cost the same argon2 verification, so the call does not reveal which addresses exist.
 * Only failures count towards the limits (sign-in-limits.ts): hard caps per address, a growing
 * delay per account that spares the owner's known addresses, so a stranger cannot lock the owner
 * out. With two-factor on, the session starts as "OTP pending". A complete sign-in of an account
 * whose deletion is pending cancels the deletion (issue 37 §2; with two-factor: the code does).
 */
export async function signIn(
  deps: SignInDeps,
  limiter: RateLimiter,
  input: { username: string; password: string; ip: string; device?: string | null },
): Promise<TokenPair> {
  const attempt = await startSignInAttempt(limiter, input);
  const account = await findCredentialsByEmail(deps.db, input.username);
  const valid = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!account || !valid) {
    await attempt.failed();
    throw new AppError('INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
  }
  if (!account.isActive) throw new AppError('FORBIDDEN', AUTH_MESSAGES.accountInactive);
  await attempt.succeeded();
  if (account.deletionRequestedAt && !account.is2faEnabled) {
    return signInCancellingDeletion(deps, account, input.device);
  }
  return issueSession(deps.db, deps, { userId: account.id, otpPending: account.is2faEnabled, device: input.device });
}

/**
 * How long the token a refresh just replaced still answers the same new pair: two tabs (or a
 * retry after a lost answer) refreshing with the same token within this interval all get the
 * pair the first one got, instead of ending the session (issue 8 §3).
 */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;

/**
 * The refresh token that replaces `refreshToken`: derived from it with a server key, so the
 * server can hand the same successor out again within the reuse interval without storing it.
 */
function successorOf(deps: Pick<ResolvedDeps, 'keys'>, refreshToken: string): string {
  return hmac(deps.keys.derive('refresh-rotation'), refreshToken);
}

/**
 * Rotates a refresh token: the presented row becomes used and a new one joins the family with
 * the family's original expiry (30 days absolute). The same token presented again within
 * REFRESH_REUSE_INTERVAL_MS answers the same pair again while that successor is unused; later
 * (or once the successor was used) it means the token was copied, so the whole family is revoked
 * (OWASP refresh-token rotation). A family waiting for its two-factor code stays pending.
 */
export async function refreshSession(deps: Deps, refreshToken: string): Promise<TokenPair> {
  const now = deps.clock.now();
  const successor = successorOf(deps, refreshToken);
  const outcome = await inTransaction(deps.db, async (tx) => {
    const row = await findRefreshTokenForUpdate(tx, sha256(refreshToken));
    if (!row || row.revokedAt || row.familyExpiresAt <= now) return null;
    if (row.usedAt) {
      const replay = await replayRotation(tx, deps, row, successor, now);
      if (replay) return replay;
      await revokeFamily(tx, row.familyId, now);
      return null;
    }
    if (!(await markRefreshTokenUsed(tx, row.id, now))) {
      await revokeFamily(tx, row.familyId, now);
      return null;
    }
    const account = await findCredentialsById(tx, row.userId);
    if (!account?.isActive) return null;
    return issueSession(tx, deps, {
      userId: row.userId,
      otpPending: row.otpPending,
      family: { id: row.familyId, expiresAt: row.familyExpiresAt, device: row.device },
      refresh: successor,
    });
  });
  // Thrown outside the transaction so that a reuse still commits the family's revocation.
  if (!outcome) throw sessionInvalid();
  return outcome;
}

/** The pair a rotation of `row` handed out, if it is recent and its refresh token still unused. */
async function replayRotation(
  tx: Executor,
  deps: Deps,
  row: RefreshTokenRow,
  successor: string,
  now: Date,
): Promise<TokenPair | null> {
  if (!row.usedAt || now.getTime() - row.usedAt.getTime() > REFRESH_REUSE_INTERVAL_MS) return null;
  const next = await findRefreshToken(tx, sha256(successor));
  if (!next || next.familyId !== row.familyId || next.usedAt || next.revokedAt) return null;
  const account = await findCredentialsById(tx, row.userId);
  if (!account?.isActive) return null;
  const access = await signSessionAccess(
    deps,
    { userId: row.userId, familyId: row.familyId, otpPending: next.otpPending },
    next.createdAt,
  );
  return { access, refresh: successor };
}

/** Ends the session the refresh token belongs to. Unknown or already ended tokens are fine (idempotent). */
export async function signOut(deps: Deps, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(deps.db, sha256(refreshToken));
  if (row) await revokeFamily(deps.db, row.familyId, deps.clock.now());
}

/**
 * A fresh access token of a session that still lives (not signed out, revoked or expired), for
 * the server's own reads on the member's behalf: a member's page drawn by the server. Null once the
 * session has ended. Nothing is rotated, so the member's own tokens stay valid.
 */
export async function accessForLiveSession(
  deps: Deps,
  session: { userId: number; familyId: string },
): Promise<string | null> {
  const now = deps.clock.now();
  if (!(await isFamilyLive(deps.db, session.familyId, session.userId, now))) return null;
  return signSessionAccess(deps, { ...session, otpPending: false }, now);
}

/** When the session of `refreshToken` ends (its family's absolute expiry); null for an unknown token. */
export async function sessionEndOf(deps: Pick<Deps, 'db'>, refreshToken: string): Promise<Date | null> {
  const row = await findRefreshToken(deps.db, sha256(refreshToken));
  return row?.familyExpiresAt ?? null;
}
