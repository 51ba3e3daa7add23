import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Permission } from '@apopunkt/domain/constants/permissions';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { refreshTokens } from '../../db/schema/auth';
import { employees, organisationCreationRequests, organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';
import { definePrepared } from '../../db/statements';

export interface GrantRow {
  permission: Permission;
  granted: boolean;
}

export interface SubscriptionRow {
  id: number;
  type: SubscriptionType;
  manufacturerId: number | null;
  manufacturerSlug: string | null;
  manufacturerName: string | null;
}

type Placeholder = ReturnType<typeof sql.placeholder>;

/**
 * The user's columns a profile and the guards use (serializeUser, toAuthUser). Not the secrets
 * (password hash, two-factor secrets) nor the search and sort keys: every instance keeps signed-in
 * users in memory (UserCache), and none of those has a reason to be there.
 */
const profileUserColumns = {
  id: users.id,
  uuid: users.uuid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  gender: users.gender,
  dateOfBirth: users.dateOfBirth,
  job: users.job,
  jobConfirmationPendingSince: users.jobConfirmationPendingSince,
  acceptedTosAt: users.acceptedTosAt,
  hasAcceptedNewsletter: users.hasAcceptedNewsletter,
  verificationLetterRequestedAt: users.verificationLetterRequestedAt,
  isVerificationLetterTriggered: users.isVerificationLetterTriggered,
  is2faEnabled: users.is2faEnabled,
  isActive: users.isActive,
  isDemo: users.isDemo,
  isStaff: users.isStaff,
  isSuperuser: users.isSuperuser,
  isPremium: users.isPremium,
  emailConfirmedAt: users.emailConfirmedAt,
  knowledgeScore: users.knowledgeScore,
  premiumScore: users.premiumScore,
  referrerCode: users.referrerCode,
  passwordChangedAt: users.passwordChangedAt,
  createdAt: users.createdAt,
};

/**
 * The user with employee, organisation, pending creation request, grants and subscriptions in ONE
 * query (grants and subscriptions as JSON arrays from correlated subqueries). With `session` it
 * also answers until when that session is live (null: revoked or unknown): this is the query behind every guarded request, and
 * `GET /v1/me` is answered from it without another round trip.
 */
export function selectUserProfile(
  db: Executor,
  userId: number | Placeholder,
  session: { id: string | Placeholder } | null,
) {
  return db
    .select({
      user: profileUserColumns,
      employee: { isVerified: employees.isVerified, lastOrganisationChangeAt: employees.lastOrganisationChangeAt },
      organisation: {
        id: organisations.id,
        name: organisations.name,
        type: organisations.type,
        isVerified: organisations.isVerified,
        street: organisations.street,
        zip: organisations.zip,
        city: organisations.city,
      },
      creationRequest: {
        name: organisationCreationRequests.name,
        street: organisationCreationRequests.street,
        zip: organisationCreationRequests.zip,
        city: organisationCreationRequests.city,
      },
      grants: sql<GrantRow[] | string>`(
        SELECT COALESCE(json_agg(json_build_object('permission', p.permission, 'granted', p.granted) ORDER BY p.permission), '[]'::json)
        FROM user_permissions p WHERE p.user_id = ${users.id})`,
      subscriptions: sql<SubscriptionRow[] | string>`(
        SELECT COALESCE(json_agg(json_build_object(
          'id', s.id, 'type', s.type, 'manufacturerId', m.id, 'manufacturerSlug', m.slug, 'manufacturerName', m.name
        ) ORDER BY s.id), '[]'::json)
        FROM subscriptions s LEFT JOIN manufacturers m ON m.id = s.manufacturer_id WHERE s.user_id = ${users.id})`,
      sessionExpiresAt: session
        ? sql<Date | string | null>`(
            SELECT max(${refreshTokens.familyExpiresAt}) FROM ${refreshTokens}
            WHERE ${refreshTokens.familyId} = ${session.id}::uuid AND ${refreshTokens.userId} = ${users.id}
              AND ${refreshTokens.revokedAt} IS NULL)`
        : sql<null>`null`,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, employees.organisationId))
    .leftJoin(
      organisationCreationRequests,
      and(
        eq(organisationCreationRequests.id, employees.creationRequestId),
        eq(organisationCreationRequests.status, 'pending'),
      ),
    )
    .where(eq(users.id, userId));
}

type ProfileQueryRow = Awaited<ReturnType<typeof selectUserProfile>>[number];
export type ProfileRow = Pick<ProfileQueryRow, 'user' | 'employee' | 'organisation' | 'creationRequest'>;

/** node-postgres parses json columns, PGlite may hand them over as text. */
function parseJsonArray<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

export interface ProfileQueryResult {
  row: ProfileRow;
  grants: GrantRow[];
  subscriptions: SubscriptionRow[];
  /** The session's expiry; null when it is revoked, unknown or not asked for. */
  sessionExpiresAt: Date | null;
}

function toResult(found: ProfileQueryRow | undefined): ProfileQueryResult | null {
  if (!found) return null;
  const { grants, subscriptions, sessionExpiresAt, ...row } = found;
  return {
    row,
    grants: parseJsonArray(grants),
    subscriptions: parseJsonArray(subscriptions),
    sessionExpiresAt: sessionExpiresAt === null ? null : new Date(sessionExpiresAt),
  };
}

/** Built and prepared once per database: the guard's query is neither rebuilt nor re-planned per request. */
const guardQuery = definePrepared((db) =>
  selectUserProfile(db, sql.placeholder('userId'), { id: sql.placeholder('sessionId') }).prepare(
    'user_profile_for_session',
  ),
);

/** The profile of the user behind an access token, with the expiry of its session (prepared). */
export async function findProfileForSession(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<ProfileQueryResult | null> {
  const [found] = await guardQuery(db).execute({ userId, sessionId });
  return toResult(found);
}

/** The profile of any user (inside a transaction too). */
export async function findProfile(db: Executor, userId: number): Promise<ProfileQueryResult | null> {
  const [found] = await selectUserProfile(db, userId, null);
  return toResult(found);
}
