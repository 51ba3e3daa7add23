import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  row: {
    userId: number;
    familyId: string;
    tokenHash: string;
    otpPending: boolean;
    familyExpiresAt: Date;
    device: string | null;
    now: Date;
  },
): Promise<void> {
  await db.insert(refreshTokens).values({
    userId: row.userId,
    familyId: row.familyId,
    tokenHash: row.tokenHash,
    otpPending: row.otpPending,
    familyExpiresAt: row.familyExpiresAt,
    device: row.device,
    createdAt: row.now,
  });
}

/** The row of a presented token, locked so two refreshes with the same token run one after the other. */
export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update');
  return row ?? null;
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshTokenRow | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row ?? null;
}

function liveFamilyOf(familyId: string, userId: number, now: Date) {
  return and(
    eq(refreshTokens.familyId, familyId),
    eq(refreshTokens.userId, userId),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.familyExpiresAt, now),
  );
}

/** The newest unrevoked, unexpired row of a family that belongs to the user, locked; null if the family has ended. */
export async function findLiveFamilyForUpdate(
  db: Executor,
  familyId: string,
  userId: number,
  now: Date,
): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(liveFamilyOf(familyId, userId, now))
    .orderBy(desc(refreshTokens.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Does the user's session (family) still live: not revoked, not expired? */
export async function isFamilyLive(db: Executor, familyId: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(liveFamilyOf(familyId, userId, now))
    .limit(1);
  return rows.length > 0;
}

/** Marks one row used; false when it already was (a concurrent refresh won). */
export async function markRefreshTokenUsed(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Marks every still-unused token of a family used, so only the one issued next stays valid. */
export async function markFamilyUsed(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.usedAt)));
}

export async function revokeFamily(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user, or every one but `exceptFamilyId`. */
export async function revokeUserFamilies(
  db: Executor,
  userId: number,
  now: Date,
  exceptFamilyId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

/** A live session of a user as the device list shows it (one row per family). */
export interface LiveFamily {
  familyId: string;
  device: string | null;
  signedInAt: Date;
  lastUsedAt: Date;
  endsAt: Date;
}

/**
 * The user's live sessions (unrevoked, unexpired families), the most recently used first: every
 * refresh adds a row, so the newest row is the last use (give or take an access token's life).
 */
export async function findLiveFamilies(db: Executor, userId: number, now: Date): Promise<LiveFamily[]> {
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      device: sql<string | null>`(array_agg(${refreshTokens.device} ORDER BY ${refreshTokens.id}))[1]`,
      signedInAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastUsedAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      endsAt: sql<Date>`max(${refreshTokens.familyExpiresAt})`.mapWith(refreshTokens.familyExpiresAt),
    })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt), gt(refreshTokens.familyExpiresAt, now)),
    )
    .groupBy(refreshTokens.familyId)
    .orderBy(sql`max(${refreshTokens.createdAt}) DESC`, refreshTokens.familyId);
  return rows;
}

/** Ends one session of the user; false when it is not the user's or has ended already. */
export async function revokeUserFamily(db: Executor, userId: number, familyId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.familyExpiresAt, now),
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}
