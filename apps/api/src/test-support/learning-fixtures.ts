import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { users } from '../db/schema/users';
import type { AuthUser } from '../modules/users';
import { findAuthUser } from '../modules/users';
import { createOrganisation, createUser, type UserFactoryInput } from '../ops/seed/factories';
import { authHeaders } from './auth-headers';
import type { TestContext } from './test-app';

export interface TestViewer {
  user: AuthUser;
  headers: { authorization: string };
}

/** A user with sign-in headers, loaded as the guards load it (permissions, employee status). */
export async function createViewer(ctx: TestContext, input: UserFactoryInput = {}): Promise<TestViewer> {
  const db = ctx.database.db;
  const needsWorkplace = input.employeeVerified && input.organisationId === undefined;
  const organisationId = needsWorkplace ? (await createOrganisation(db)).id : input.organisationId;
  const row = await createUser(db, { ...input, ...(organisationId !== undefined ? { organisationId } : {}) });
  const user = await findAuthUser(db, row.id);
  if (!user) throw new Error('viewer not found');
  return { user, headers: await authHeaders(ctx, row) };
}

/**
 * The roles the learning area distinguishes: a premium PTA with verified employment (Rx-qualified),
 * a verified PKA (not Rx-qualified), a new unverified user and staff.
 */
export async function createViewers(ctx: TestContext) {
  return {
    pta: await createViewer(ctx, { job: 'PTA', isPremium: true, employeeVerified: true }),
    pka: await createViewer(ctx, { job: 'PKA', employeeVerified: true }),
    newbie: await createViewer(ctx, { job: 'PTA', employeeVerified: false }),
    staff: await createViewer(ctx, { job: null, isStaff: true }),
  };
}

/** Reloads a user's scores. */
export async function scoresOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ knowledgeScore: users.knowledgeScore, premiumScore: users.premiumScore })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { knowledgeScore: 0, premiumScore: 0 };
}
