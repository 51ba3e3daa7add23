import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/idempotency';

export interface IdempotencyScope {
  userId: number;
  route: string;
  key: string;
}

/**
 * Claims (user, route, key) for this transaction. A concurrent claim of the same key waits on the
 * unique index until the first transaction ends: after its commit the claim is refused (null) and
 * the stored row can be read; after its rollback the claim succeeds here.
 */
export async function claimKey(
  db: Executor,
  scope: IdempotencyScope & { fingerprint: string; createdAt: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(idempotencyKeys)
    .values(scope)
    .onConflictDoNothing({ target: [idempotencyKeys.userId, idempotencyKeys.route, idempotencyKeys.key] })
    .returning({ id: idempotencyKeys.id });
  return row?.id ?? null;
}

export async function findKey(db: Executor, scope: IdempotencyScope) {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, scope.userId),
        eq(idempotencyKeys.route, scope.route),
        eq(idempotencyKeys.key, scope.key),
      ),
    );
  return row ?? null;
}

export async function storeResponse(db: Executor, id: number, response: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ response }).where(eq(idempotencyKeys.id, id));
}
