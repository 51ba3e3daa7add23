import { eq } from 'drizzle-orm';
import { users } from '../db/schema/users';
import type { TestContext } from './test-app';

/** The app of a database with the demo seed, set by the test file that seeds it once (ops/seed/demo-seed.test.ts). */
export interface SeededDemo {
  readonly ctx: TestContext;
}

/** A demo account's user row, by its address. */
export async function demoUser(ctx: TestContext, email: string) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} missing`);
  return row;
}
