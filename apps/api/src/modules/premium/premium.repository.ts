import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { employees, organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';

const referrer = alias(users, 'referrer');

/**
 * What premium depends on (job, confirmed e-mail, verified employment at a verified
 * organisation) and who recommended the user, with the user's row locked for the rest of the
 * transaction so that concurrent unlocks of the same user queue up.
 */
export async function lockPremiumState(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      job: users.job,
      emailConfirmedAt: users.emailConfirmedAt,
      isPremium: users.isPremium,
      employeeVerified: employees.isVerified,
      organisationVerified: organisations.isVerified,
      referrerId: referrer.id,
      referrerFirstName: referrer.firstName,
      referrerLastName: referrer.lastName,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, employees.organisationId))
    .leftJoin(referrer, eq(referrer.id, users.referredById))
    .where(eq(users.id, userId))
    .for('update', { of: users });
  return row ?? null;
}
export type PremiumState = NonNullable<Awaited<ReturnType<typeof lockPremiumState>>>;

/** Sets the premium flag; true only for the call that actually switched it on. */
export async function switchPremiumOn(db: Executor, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isPremium: true, updatedAt: now })
    .where(and(eq(users.id, userId), eq(users.isPremium, false)))
    .returning({ id: users.id });
  return rows.length > 0;
}
