import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, transfers } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';
import { definePrepared } from '../../db/statements';

const referrerCodeQuery = definePrepared((db) =>
  db
    .select({ code: users.referrerCode })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('referrer_code'),
);

/** The user's own referral code (prepared: the referral and collect pages ask it on every visit). */
export async function findReferrerCode(db: Executor, userId: number): Promise<string | null> {
  const [row] = await referrerCodeQuery(db).execute({ userId });
  return row?.code ?? null;
}

/** Users who signed up with this user's code (users_referred_by_idx). */
export async function countReferredUsers(db: Executor, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.referredById, userId));
  return row?.n ?? 0;
}

/** The BREFERRER bonuses credited to the user that stand (not cancelled): how many and how much. */
export async function sumReferrerBonuses(db: Executor, userId: number): Promise<{ count: number; total: number }> {
  const [row] = await db
    .select({
      n: count(),
      total: sql<number>`COALESCE(SUM(${transfers.value}), 0)`.mapWith(Number),
    })
    .from(transfers)
    .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
    .where(
      and(
        eq(accounts.userId, userId),
        eq(transfers.type, 'BREFERRER'),
        isNull(transfers.canceledAt),
        isNull(transfers.cancels),
      ),
    );
  return { count: row?.n ?? 0, total: row?.total ?? 0 };
}
