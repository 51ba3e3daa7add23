import type { Permission } from '@apopunkt/domain/constants/permissions';
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { employees } from '../../db/schema/organisations';
import { userNameSearchDocument, userPermissions, users } from '../../db/schema/users';
import { matchesPrefixQuery } from '../../lib/text-search';

const listColumns = {
  id: users.id,
  uuid: users.uuid,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  job: users.job,
  isActive: users.isActive,
  isStaff: users.isStaff,
  isSuperuser: users.isSuperuser,
  isPremium: users.isPremium,
  isDemo: users.isDemo,
  emailConfirmedAt: users.emailConfirmedAt,
  createdAt: users.createdAt,
};

/**
 * Users ordered by last name. The filter is a name-word prefix (GIN index on search_vector) or
 * an e-mail prefix (users_email_prefix_idx); both null lists everybody.
 */
export async function listUsers(
  db: Executor,
  query: { tsQuery: string | null; emailPattern: string | null; limit: number; offset: number },
) {
  const filters: SQL[] = [];
  if (query.tsQuery) filters.push(matchesPrefixQuery(userNameSearchDocument(users), query.tsQuery));
  if (query.emailPattern) filters.push(sql`lower(${users.email}) like ${query.emailPattern}`);
  const where = filters.length > 0 ? or(...filters) : undefined;
  // With a filter the planner cannot tell how few members match; ordering by an expression keeps
  // it from walking the name index past every member the filter rejects (200 ms on 100k members):
  // it finds the matches through the search indexes and sorts only them, in the same order.
  const nameOrder = where ? sql`${users.nameSort} || ''` : users.nameSort;
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(users)
      .where(where)
      .orderBy(asc(nameOrder), asc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

const flagColumns = {
  id: users.id,
  job: users.job,
  emailConfirmedAt: users.emailConfirmedAt,
  isActive: users.isActive,
  isStaff: users.isStaff,
  isSuperuser: users.isSuperuser,
  isPremium: users.isPremium,
  isDemo: users.isDemo,
  jobConfirmationPendingSince: users.jobConfirmationPendingSince,
};

/** The flags staff manage, locked for the rest of the transaction. */
export async function findUserFlagsForUpdate(db: Executor, userId: number) {
  const [row] = await db.select(flagColumns).from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

/**
 * The flags staff manage, not locked: for a change that writes the user row only through the
 * ledger, which locks accounts before users rows (a users lock first could deadlock with it).
 */
export async function findUserFlags(db: Executor, userId: number) {
  const [row] = await db.select(flagColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}
export type UserFlagsRow = NonNullable<Awaited<ReturnType<typeof findUserFlagsForUpdate>>>;

export async function updateUserFlags(
  db: Executor,
  userId: number,
  flags: Partial<Pick<UserFlagsRow, 'isActive' | 'isStaff' | 'isSuperuser' | 'isPremium' | 'isDemo'>>,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...flags, updatedAt: now })
    .where(eq(users.id, userId));
}

/** Ends every open session of the user: no refresh token of theirs works any more. */
export async function revokeUserSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

export async function replaceUserGrants(
  db: Executor,
  userId: number,
  grants: { permission: Permission; granted: boolean }[],
): Promise<void> {
  await db.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (grants.length > 0) await db.insert(userPermissions).values(grants.map((g) => ({ userId, ...g })));
}

export async function findEmployeeOrganisationId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ organisationId: employees.organisationId })
    .from(employees)
    .where(eq(employees.userId, userId));
  return row?.organisationId ?? null;
}

/** Staff confirmed the user's changed job: Rx content follows the job again. */
export async function clearJobConfirmation(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ jobConfirmationPendingSince: null, updatedAt: now }).where(eq(users.id, userId));
}
