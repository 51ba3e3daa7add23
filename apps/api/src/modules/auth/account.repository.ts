import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';
import { sessionInvalid } from './auth-errors';

/** What sign-in and the password / two-factor calls need to know about an account. */
const credentialColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  is2faEnabled: users.is2faEnabled,
  otpSecret: users.otpSecret,
  otpPendingSecret: users.otpPendingSecret,
  otpLastStep: users.otpLastStep,
  isStaff: users.isStaff,
  deletionRequestedAt: users.deletionRequestedAt,
};

export type AccountCredentials = NonNullable<Awaited<ReturnType<typeof findCredentialsById>>>;

/** Case-insensitive lookup through the lower(email) unique index. */
export async function findCredentialsByEmail(db: Executor, email: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
}

export async function findCredentialsById(db: Executor, userId: number) {
  const [row] = await db.select(credentialColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/** The signed-in user's account; a session whose user is gone answers 401. */
export async function loadAccount(db: Executor, userId: number): Promise<AccountCredentials> {
  const account = await findCredentialsById(db, userId);
  if (!account) throw sessionInvalid();
  return account;
}

export async function emailExists(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return !!row;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function setPendingOtpSecret(db: Executor, userId: number, secret: string, now: Date) {
  await db.update(users).set({ otpPendingSecret: secret, updatedAt: now }).where(eq(users.id, userId));
}

/** Turns two-factor on with the pending secret; `step` is the time step of the code just used. */
export async function enableOtp(db: Executor, userId: number, secret: string, step: number, now: Date) {
  await db
    .update(users)
    .set({ otpSecret: secret, otpPendingSecret: null, otpLastStep: step, is2faEnabled: true, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function disableOtp(db: Executor, userId: number, now: Date) {
  await db
    .update(users)
    .set({ otpSecret: null, otpPendingSecret: null, otpLastStep: null, is2faEnabled: false, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Records `step` as the last used TOTP step if it is newer than the stored one. False means the
 * step (or a later one) was already used: one conditional UPDATE, so two racing logins with
 * the same code cannot both win.
 */
export async function claimOtpStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ otpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.otpLastStep), lt(users.otpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Marks the account for erasure (DELETE /v1/me); a second request keeps the first moment, so the
 * grace period is not extended. Answers when the deletion was requested.
 */
export async function markDeletionRequested(db: Executor, userId: number, now: Date): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({
      deletionRequestedAt: sql`coalesce(${users.deletionRequestedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.erasedAt)))
    .returning({ requestedAt: users.deletionRequestedAt });
  if (!row?.requestedAt) throw sessionInvalid();
  return row.requestedAt;
}

/**
 * Cancels a pending deletion when the member signs in within the grace period: one conditional
 * UPDATE, which waits for an erasure run holding the row. True when a deletion was cancelled;
 * false when none was pending any more (another sign-in cancelled it, or the erasure won the race:
 * the caller then reads the account again).
 */
export async function cancelDeletion(db: Executor, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ deletionRequestedAt: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNotNull(users.deletionRequestedAt), isNull(users.erasedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
