import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';

export type OwnProfileFields = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'gender' | 'dateOfBirth' | 'job' | 'jobConfirmationPendingSince'
  >
>;

export async function updateOwnProfileFields(
  db: Executor,
  userId: number,
  fields: OwnProfileFields,
  now: Date,
): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: now })
    .where(eq(users.id, userId));
}

export async function setAcceptedTosAt(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ acceptedTosAt: now, updatedAt: now }).where(eq(users.id, userId));
}

/** What decides whether a user may ask for a verification letter. */
export async function findLetterEligibility(db: Executor, userId: number) {
  const [row] = await db
    .select({
      job: users.job,
      emailConfirmedAt: users.emailConfirmedAt,
      verificationLetterRequestedAt: users.verificationLetterRequestedAt,
      organisationId: employees.organisationId,
      employeeVerified: employees.isVerified,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Records a letter request unless one was recorded after `notBefore`; the condition sits in the
 * UPDATE, so two racing requests cannot both pass. Null when the cooldown blocked it.
 */
export async function recordLetterRequest(
  db: Executor,
  userId: number,
  now: Date,
  notBefore: Date,
): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ verificationLetterRequestedAt: now, isVerificationLetterTriggered: false, updatedAt: now })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.verificationLetterRequestedAt), lte(users.verificationLetterRequestedAt, notBefore)),
      ),
    )
    .returning({ requestedAt: users.verificationLetterRequestedAt });
  return row?.requestedAt ?? null;
}
