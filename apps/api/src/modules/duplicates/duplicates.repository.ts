import type { DuplicateReason } from '@apopunkt/domain/rules/duplicates';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, organisations } from '../../db/schema/organisations';
import { duplicateDismissals } from '../../db/schema/platform';
import { users } from '../../db/schema/users';

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Pairs of active member accounts that share a key, with the reasons, excluding dismissed pairs.
 * The keys are stored columns of users (duplicate_email_key mirrors `normaliseEmail` of
 * rules/duplicates; duplicate_name_key is the name trimmed in lower case). Members are grouped by
 * each key and only groups of two or more are paired, so the e-mail and birthdate keys are read
 * from their indexes in key order, however many members there are. Staff accounts are left out.
 */
const MEMBER = sql.raw('u.is_active AND NOT u.is_staff');
const PAIRS = sql`
  WITH shared AS (
    SELECT 'SAME_EMAIL' AS reason, array_agg(u.id) AS ids FROM users u
     WHERE ${MEMBER} GROUP BY u.duplicate_email_key HAVING COUNT(*) > 1
    UNION ALL
    SELECT 'SAME_NAME_BIRTHDATE', array_agg(u.id) FROM users u
     WHERE ${MEMBER} AND u.date_of_birth IS NOT NULL GROUP BY u.duplicate_name_key, u.date_of_birth HAVING COUNT(*) > 1
    UNION ALL
    SELECT 'SAME_NAME_ORGANISATION', array_agg(DISTINCT u.id) FROM users u JOIN employees e ON e.user_id = u.id
     WHERE ${MEMBER} GROUP BY u.duplicate_name_key, e.organisation_id HAVING COUNT(DISTINCT u.id) > 1
  ), matches AS (
    SELECT a, b, s.reason FROM shared s, unnest(s.ids) a, unnest(s.ids) b WHERE a < b
  )
  SELECT m.a, m.b, array_agg(DISTINCT m.reason ORDER BY m.reason) AS reasons
    FROM matches m
   WHERE NOT EXISTS (SELECT 1 FROM duplicate_dismissals d WHERE d.user_a_id = m.a AND d.user_b_id = m.b)
   GROUP BY m.a, m.b`;

export interface CandidatePairRow {
  a: number;
  b: number;
  reasons: DuplicateReason[];
}

/** Every candidate pair; the service scores and pages them (the list is short in practice). */
export async function findCandidatePairs(db: Executor): Promise<CandidatePairRow[]> {
  const found = await rows<{ a: number; b: number; reasons: string[] | string }>(db, PAIRS);
  return found.map((r) => ({ a: Number(r.a), b: Number(r.b), reasons: parseArray(r.reasons) as DuplicateReason[] }));
}

export async function countCandidatePairs(db: Executor): Promise<number> {
  const [row] = await rows<{ n: string }>(db, sql`SELECT COUNT(*) AS n FROM (${PAIRS}) p`);
  return Number(row?.n ?? 0);
}

/** PGlite answers text[] from array_agg as an array, some drivers as `{a,b}`. */
function parseArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

export function findDuplicateUsers(db: Executor, ids: number[]) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      job: users.job,
      dateOfBirth: users.dateOfBirth,
      organisationName: organisations.name,
      premiumScore: users.premiumScore,
      knowledgeScore: users.knowledgeScore,
      createdAt: users.createdAt,
      isActive: users.isActive,
      isStaff: users.isStaff,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .leftJoin(organisations, eq(organisations.id, employees.organisationId))
    .where(inArray(users.id, ids));
}

export async function insertDismissal(
  db: Executor,
  pair: { userAId: number; userBId: number; dismissedById: number; dismissedAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(duplicateDismissals)
    .values(pair)
    .onConflictDoNothing()
    .returning({ a: duplicateDismissals.userAId });
  return inserted.length > 0;
}

/** Locks both users rows in id order (after the ledger accounts, DESIGN §5 lock order). */
export function lockUsers(db: Executor, ids: number[]) {
  return db
    .select({ id: users.id, isActive: users.isActive, isStaff: users.isStaff, email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(users.id)
    .for('update');
}

export async function deactivateUser(db: Executor, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ isActive: false, updatedAt: now })
    .where(and(eq(users.id, userId)));
}

/** Knowledge points of modules the source passed and the target did not: the target gains them. */
export async function knowledgeToAdd(db: Executor, sourceId: number, targetId: number): Promise<number> {
  const [row] = await rows<{ n: string }>(
    db,
    sql`SELECT COALESCE(SUM(m.knowledge_value), 0) AS n
          FROM module_completions s JOIN modules m ON m.id = s.module_id
         WHERE s.user_id = ${sourceId}
           AND NOT EXISTS (SELECT 1 FROM module_completions t WHERE t.user_id = ${targetId} AND t.module_id = s.module_id)`,
  );
  return Number(row?.n ?? 0);
}

export async function addKnowledge(db: Executor, userId: number, points: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ knowledgeScore: sql`${users.knowledgeScore} + ${points}`, updatedAt: now })
    .where(eq(users.id, userId));
}

/**
 * Completions of a module both accounts passed become one row on the target: the earliest first
 * pass, the latest last pass and reward, the passes and rewards added up. The source's row is then
 * removed (its content lives on in the target's row). Answers how many rows were combined.
 */
export async function combineSharedCompletions(db: Executor, sourceId: number, targetId: number): Promise<number> {
  const combined = await rows<{ module_id: number }>(
    db,
    sql`UPDATE module_completions t
           SET first_passed_at = LEAST(t.first_passed_at, s.first_passed_at),
               last_passed_at = GREATEST(t.last_passed_at, s.last_passed_at),
               passes = t.passes + s.passes,
               reward_count = t.reward_count + s.reward_count,
               last_rewarded_at = GREATEST(t.last_rewarded_at, s.last_rewarded_at)
          FROM module_completions s
         WHERE t.user_id = ${targetId} AND s.user_id = ${sourceId} AND s.module_id = t.module_id
     RETURNING t.module_id`,
  );
  if (combined.length > 0) {
    await db.execute(
      sql`DELETE FROM module_completions s WHERE s.user_id = ${sourceId}
            AND EXISTS (SELECT 1 FROM module_completions t WHERE t.user_id = ${targetId} AND t.module_id = s.module_id)`,
    );
  }
  return combined.length;
}

/**
 * One table whose rows belong to a user and move to the merge target. `keys` are the columns that,
 * together with the user, must stay unique: a row whose key the target already has stays on the
 * source account (nothing is deleted). `when` narrows that clash to rows matching a condition
 * (for partial unique indexes).
 */
export interface UserRowMove {
  table: string;
  userColumn?: string;
  keys?: string[];
  when?: string;
}

export async function moveUserRows(db: Executor, move: UserRowMove, sourceId: number, targetId: number) {
  const userColumn = sql.identifier(move.userColumn ?? 'user_id');
  const table = sql.identifier(move.table);
  const sameKey = sql.join(
    (move.keys ?? []).map((k) => sql` AND t.${sql.identifier(k)} IS NOT DISTINCT FROM s.${sql.identifier(k)}`),
  );
  const targetWhen = move.when ? sql.raw(` AND (${move.when.replaceAll('$', 't.')})`) : sql``;
  const sourceNotWhen = move.when ? sql.raw(` OR NOT (${move.when.replaceAll('$', 's.')})`) : sql``;
  const clash = move.keys?.length
    ? sql` AND (NOT EXISTS (SELECT 1 FROM ${table} t WHERE t.${userColumn} = ${targetId}${sameKey}${targetWhen})${sourceNotWhen})`
    : sql``;
  const moved = await rows<{ n: number }>(
    db,
    sql`UPDATE ${table} s SET ${userColumn} = ${targetId} WHERE s.${userColumn} = ${sourceId}${clash} RETURNING 1 AS n`,
  );
  return moved.length;
}

/** The target was active when either account was: its last active day becomes the later one. */
export async function carryMemberActivity(db: Executor, sourceId: number, targetId: number): Promise<void> {
  await db.execute(
    sql`INSERT INTO member_activity AS m (user_id, last_active_on)
        SELECT ${targetId}::int, last_active_on FROM member_activity WHERE user_id = ${sourceId}::int
        ON CONFLICT (user_id) DO UPDATE SET last_active_on = GREATEST(m.last_active_on, EXCLUDED.last_active_on)`,
  );
}

/** A certificate's accreditation snapshot follows its certificate to the merge target. */
export async function followCertificates(db: Executor, sourceId: number, targetId: number): Promise<void> {
  await db.execute(
    sql`UPDATE certificate_accreditations ca SET user_id = c.user_id FROM certificates c
         WHERE c.uuid = ca.certificate_uuid AND ca.user_id = ${sourceId} AND c.user_id = ${targetId}`,
  );
}

/** Ends every session of a merged account; its access tokens already fail on isActive. */
export async function endSessions(db: Executor, userId: number, now: Date): Promise<void> {
  await db.execute(
    sql`UPDATE refresh_tokens SET revoked_at = ${now.toISOString()} WHERE user_id = ${userId} AND revoked_at IS NULL`,
  );
}
