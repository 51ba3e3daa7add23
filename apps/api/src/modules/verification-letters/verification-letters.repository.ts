import type { LetterStatus } from '@apopunkt/domain/rules/premium';
import { and, asc, count, eq, gt, inArray, isNotNull, lte, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, organisations } from '../../db/schema/organisations';
import { verificationLetters } from '../../db/schema/premium';
import { users } from '../../db/schema/users';

export type LetterRow = typeof verificationLetters.$inferSelect;

/** Letter, addressee and the address it goes to: what the staff list and the PDF need. */
const letterColumns = {
  id: verificationLetters.id,
  status: verificationLetters.status,
  organisationId: verificationLetters.organisationId,
  requestedAt: verificationLetters.requestedAt,
  printedAt: verificationLetters.printedAt,
  expiresAt: verificationLetters.expiresAt,
  usedAt: verificationLetters.usedAt,
  user: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    gender: users.gender,
    email: users.email,
    job: users.job,
  },
  organisation: {
    id: organisations.id,
    name: organisations.name,
    type: organisations.type,
    street: organisations.street,
    zip: organisations.zip,
    city: organisations.city,
    isVerified: organisations.isVerified,
  },
};

/** A letter waiting for the next print run; older unprinted letters of the user are superseded first. */
export async function insertPendingLetter(
  db: Executor,
  values: { userId: number; organisationId: number; requestedAt: Date },
): Promise<LetterRow> {
  await db
    .update(verificationLetters)
    .set({ status: 'superseded' })
    .where(and(eq(verificationLetters.userId, values.userId), eq(verificationLetters.status, 'pending')));
  const [row] = await db
    .insert(verificationLetters)
    .values({ ...values, status: 'pending' })
    .returning();
  if (!row) throw new Error('letter not stored');
  return row;
}

/** The stored status and expiry that make up a shown status (rules/premium letterStatus). */
function statusWhere(status: LetterStatus, now: Date): SQL | undefined {
  if (status === 'printed') {
    return and(eq(verificationLetters.status, 'printed'), gt(verificationLetters.expiresAt, now));
  }
  if (status === 'expired') {
    return and(eq(verificationLetters.status, 'printed'), lte(verificationLetters.expiresAt, now));
  }
  return eq(verificationLetters.status, status);
}

/** One page of letters in a status, oldest request first (verification_letters_status_idx). */
export async function listLetters(
  db: Executor,
  query: { status: LetterStatus; now: Date; limit: number; offset: number },
) {
  const where = statusWhere(query.status, query.now);
  const [rows, [total]] = await Promise.all([
    db
      .select(letterColumns)
      .from(verificationLetters)
      .innerJoin(users, eq(users.id, verificationLetters.userId))
      .innerJoin(organisations, eq(organisations.id, verificationLetters.organisationId))
      .where(where)
      .orderBy(asc(verificationLetters.requestedAt), asc(verificationLetters.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(verificationLetters).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
export type LetterListRow = Awaited<ReturnType<typeof listLetters>>['rows'][number];

/**
 * Letters to print, locked for the print run: the given ids, or else the oldest pending ones.
 * With the addressee's current workplace, so letters that have become pointless are not printed.
 */
export async function lockLettersForPrint(db: Executor, ids: number[] | null, limit: number) {
  return db
    .select({
      ...letterColumns,
      employeeOrganisationId: employees.organisationId,
      employeeVerified: employees.isVerified,
    })
    .from(verificationLetters)
    .innerJoin(users, eq(users.id, verificationLetters.userId))
    .innerJoin(organisations, eq(organisations.id, verificationLetters.organisationId))
    .leftJoin(employees, eq(employees.userId, verificationLetters.userId))
    .where(ids ? inArray(verificationLetters.id, ids) : eq(verificationLetters.status, 'pending'))
    .orderBy(asc(verificationLetters.requestedAt), asc(verificationLetters.id))
    .limit(limit)
    .for('update', { of: verificationLetters });
}
export type PrintRow = Awaited<ReturnType<typeof lockLettersForPrint>>[number];

export async function markPrinted(
  db: Executor,
  id: number,
  values: { codeHash: string; printedAt: Date; expiresAt: Date; printedById: number },
): Promise<void> {
  await db
    .update(verificationLetters)
    .set({ ...values, status: 'printed' })
    .where(eq(verificationLetters.id, id));
}

export async function markSuperseded(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.update(verificationLetters).set({ status: 'superseded' }).where(inArray(verificationLetters.id, ids));
}

/** The user's flag "a letter is on its way" (spec §3 isVerificationLetterTriggered). */
export async function markLettersTriggered(db: Executor, userIds: number[], now: Date): Promise<void> {
  if (userIds.length === 0) return;
  await db.update(users).set({ isVerificationLetterTriggered: true, updatedAt: now }).where(inArray(users.id, userIds));
}

/** The user's letters that have a code (printed at least once), for comparing an entered code. */
export async function findCodedLetters(db: Executor, userId: number) {
  return db
    .select({ id: verificationLetters.id, codeHash: verificationLetters.codeHash })
    .from(verificationLetters)
    .where(and(eq(verificationLetters.userId, userId), isNotNull(verificationLetters.codeHash)));
}

/** The letter's owner, locked first (the premium lock order), with the current workplace. */
export async function lockLetterOwner(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      isPremium: users.isPremium,
      organisationId: employees.organisationId,
      employeeVerified: employees.isVerified,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row ?? null;
}

export async function lockLetter(db: Executor, id: number): Promise<LetterRow | null> {
  const [row] = await db.select().from(verificationLetters).where(eq(verificationLetters.id, id)).for('update');
  return row ?? null;
}

/** The code was used: this letter is done, every other open letter of the user is superseded. */
export async function markUsed(db: Executor, letter: { id: number; userId: number }, now: Date): Promise<void> {
  await db
    .update(verificationLetters)
    .set({ status: 'used', usedAt: now })
    .where(eq(verificationLetters.id, letter.id));
  await db
    .update(verificationLetters)
    .set({ status: 'superseded' })
    .where(
      and(
        eq(verificationLetters.userId, letter.userId),
        inArray(verificationLetters.status, ['pending', 'printed']),
        ne(verificationLetters.id, letter.id),
      ),
    );
}
