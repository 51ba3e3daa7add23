import type { SubscriptionType } from '@apopunkt/domain/constants/features';
import type { Permission } from '@apopunkt/domain/constants/permissions';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { refreshTokens } from '../../db/schema/auth';
import { employees, organisationCreationRequests, organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';

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
 * The user with employee, organisation, pending creation request, grants and subscriptions in ONE
 * query (grants and subscriptions as JSON arrays from correlated subqueries). With `session` it
 * also answers whether that session is live: this is the query behind every guarded request, and
 * `GET /v1/me` is answered from it without another round trip.
 */
export function selectUserProfile(
  db: Executor,
  userId: number | Placeholder,
  session: { id: string | Placeholder; now: string | Placeholder } | null,
) {
  return db
    .select({
      user: users,
      employee: employees,
      organisation: organisations,
      creationRequest: organisationCreationRequests,
      grants: sql<GrantRow[] | string>`(
        SELECT COALESCE(json_agg(json_build_object('permission', p.permission, 'granted', p.granted) ORDER BY p.permission), '[]'::json)
        FROM user_permissions p WHERE p.user_id = ${users.id})`,
      subscriptions: sql<SubscriptionRow[] | string>`(
        SELECT COALESCE(json_agg(json_build_object(
          'id', s.id, 'type', s.type, 'manufacturerId', m.id, 'manufacturerSlug', m.slug, 'manufacturerName', m.name
        ) ORDER BY s.id), '[]'::json)
        FROM subscriptions s LEFT JOIN manufacturers m ON m.id = s.manufacturer_id WHERE s.user_id = ${users.id})`,
      sessionLive: session
        ? sql<boolean>`EXISTS (
            SELECT 1 FROM ${refreshTokens}
            WHERE ${refreshTokens.familyId} = ${session.id}::uuid AND ${refreshTokens.userId} = ${users.id}
              AND ${refreshTokens.revokedAt} IS NULL AND ${refreshTokens.familyExpiresAt} > ${session.now}::timestamptz)`
        : sql<boolean>`true`,
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
  sessionLive: boolean;
}

function toResult(found: ProfileQueryRow | undefined): ProfileQueryResult | null {
  if (!found) return null;
  const { grants, subscriptions, sessionLive, ...row } = found;
  return { row, grants: parseJsonArray(grants), subscriptions: parseJsonArray(subscriptions), sessionLive };
}

/** Built and prepared once per database: the guard's query is neither rebuilt nor re-planned per request. */
const guardQuery = preparedPerDatabase((db) =>
  selectUserProfile(db, sql.placeholder('userId'), {
    id: sql.placeholder('sessionId'),
    now: sql.placeholder('now'),
  }).prepare('user_profile_for_session'),
);

/** The profile of the user behind an access token, with the liveness of its session (prepared). */
export async function findProfileForSession(
  db: Executor,
  userId: number,
  session: { id: string; now: Date },
): Promise<ProfileQueryResult | null> {
  const [found] = await guardQuery(db).execute({ userId, sessionId: session.id, now: session.now.toISOString() });
  return toResult(found);
}

/** The profile of any user (inside a transaction too). */
export async function findProfile(db: Executor, userId: number): Promise<ProfileQueryResult | null> {
  const [found] = await selectUserProfile(db, userId, null);
  return toResult(found);
}
