import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, organisationCreationRequests, organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';

/** Only verified organisations can be picked (the public list shows no others). */
export async function verifiedOrganisationExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(and(eq(organisations.id, id), eq(organisations.isVerified, true)));
  return !!row;
}

export async function findUserIdByReferrerCode(db: Executor, code: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referrerCode, code));
  return row?.id ?? null;
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Executor, values: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

export async function insertEmployee(db: Executor, values: typeof employees.$inferInsert): Promise<void> {
  await db.insert(employees).values(values);
}

export async function insertOrganisationCreationRequest(
  db: Executor,
  values: typeof organisationCreationRequests.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(organisationCreationRequests)
    .values(values)
    .returning({ id: organisationCreationRequests.id });
  if (!row) throw new Error('organisation creation request not inserted');
  return row.id;
}
