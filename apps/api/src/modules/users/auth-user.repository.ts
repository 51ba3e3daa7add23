import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Permission } from '@apopunkt/domain/constants/permissions';
import { effectivePermissions } from '@apopunkt/domain/policies';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { employees } from '../../db/schema/organisations';
import { subscriptions, userPermissions, users } from '../../db/schema/users';
import type { AuthUser } from './auth-user';

/**
 * Loads a user with effective permissions and subscriptions in one round trip (this runs on every
 * guarded request): grants and subscriptions come along as JSON arrays from correlated subqueries.
 */
export async function findAuthUser(
  db: Executor,
  userId: number,
  session?: { id: string; now: Date },
): Promise<(AuthUser & { sessionLive: boolean }) | null> {
  const [row] = await db
    .select({
      id: users.id,
      uuid: users.uuid,
      email: users.email,
      job: users.job,
      isActive: users.isActive,
      isStaff: users.isStaff,
      isSuperuser: users.isSuperuser,
      isPremium: users.isPremium,
      emailConfirmedAt: users.emailConfirmedAt,
      passwordChangedAt: users.passwordChangedAt,
      employeeVerified: employees.isVerified,
      grants: sql<{ permission: string; granted: boolean }[]>`(
        SELECT COALESCE(json_agg(json_build_object('permission', ${userPermissions.permission}, 'granted', ${userPermissions.granted})), '[]'::json)
        FROM ${userPermissions} WHERE ${userPermissions.userId} = ${users.id})`,
      subscriptions: sql<{ type: string; manufacturerId: number | null }[]>`(
        SELECT COALESCE(json_agg(json_build_object('type', ${subscriptions.type}, 'manufacturerId', ${subscriptions.manufacturerId})), '[]'::json)
        FROM ${subscriptions} WHERE ${subscriptions.userId} = ${users.id})`,
      sessionLive: session
        ? sql<boolean>`EXISTS (
            SELECT 1 FROM ${refreshTokens}
            WHERE ${refreshTokens.familyId} = ${session.id} AND ${refreshTokens.userId} = ${users.id}
              AND ${refreshTokens.revokedAt} IS NULL AND ${refreshTokens.familyExpiresAt} > ${session.now})`
        : sql<boolean>`true`,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const emailConfirmed = row.emailConfirmedAt !== null;
  return {
    id: row.id,
    uuid: row.uuid,
    email: row.email,
    job: row.job,
    isActive: row.isActive,
    isStaff: row.isStaff,
    isSuperuser: row.isSuperuser,
    isPremium: row.isPremium,
    emailConfirmed,
    employeeVerified: row.employeeVerified ?? false,
    passwordChangedAt: row.passwordChangedAt,
    sessionLive: row.sessionLive,
    permissions: effectivePermissions({
      job: row.job,
      isStaff: row.isStaff,
      emailConfirmed,
      grants: parseJsonArray(row.grants).map((g) => ({ permission: g.permission as Permission, granted: g.granted })),
    }),
    subscriptions: parseJsonArray(row.subscriptions).map((s) => ({
      type: s.type as SubscriptionType,
      manufacturerId: s.manufacturerId,
    })),
  };
}

/** node-postgres parses json columns, PGlite may hand them over as text. */
function parseJsonArray<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}
