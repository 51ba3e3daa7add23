import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Permission } from '@apopunkt/domain/constants/permissions';
import { effectivePermissions } from '@apopunkt/domain/policies';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees } from '../../db/schema/organisations';
import { subscriptions, userPermissions, users } from '../../db/schema/users';

/** What every authorised request knows about its user. */
export interface AuthUser {
  id: number;
  uuid: string;
  email: string;
  job: string | null;
  isActive: boolean;
  isStaff: boolean;
  isSuperuser: boolean;
  isPremium: boolean;
  emailConfirmed: boolean;
  employeeVerified: boolean;
  passwordChangedAt: Date | null;
  permissions: Permission[];
  subscriptions: { type: SubscriptionType; manufacturerId: number | null }[];
}

/** Loads a user with effective permissions and subscriptions in three indexed queries. */
export async function findAuthUser(db: Executor, userId: number): Promise<AuthUser | null> {
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
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const [grants, subs] = await Promise.all([
    db.select().from(userPermissions).where(eq(userPermissions.userId, userId)),
    db.select().from(subscriptions).where(eq(subscriptions.userId, userId)),
  ]);
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
    permissions: effectivePermissions({
      job: row.job,
      isStaff: row.isStaff,
      emailConfirmed,
      grants: grants.map((g) => ({ permission: g.permission as Permission, granted: g.granted })),
    }),
    subscriptions: subs.map((s) => ({ type: s.type as SubscriptionType, manufacturerId: s.manufacturerId })),
  };
}
