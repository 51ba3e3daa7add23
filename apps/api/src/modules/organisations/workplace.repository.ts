import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';

export type EmployeeRow = typeof employees.$inferSelect;

/** The employee row, locked for the rest of the transaction so concurrent changes queue up. */
export async function findEmployeeForUpdate(db: Executor, userId: number): Promise<EmployeeRow | null> {
  const [row] = await db.select().from(employees).where(eq(employees.userId, userId)).for('update');
  return row ?? null;
}

export async function upsertEmployee(db: Executor, values: typeof employees.$inferInsert): Promise<void> {
  const { userId: _userId, ...changes } = values;
  await db.insert(employees).values(values).onConflictDoUpdate({ target: employees.userId, set: changes });
}

export async function setUserPremium(db: Executor, userId: number, isPremium: boolean, now: Date): Promise<void> {
  await db.update(users).set({ isPremium, updatedAt: now }).where(eq(users.id, userId));
}

export async function setEmployeeVerified(db: Executor, userId: number, now: Date): Promise<void> {
  await db.update(employees).set({ isVerified: true, verifiedAt: now }).where(eq(employees.userId, userId));
}
