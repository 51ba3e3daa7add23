import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { transfers } from '../../db/schema/ledger';

export type TransferRow = typeof transfers.$inferSelect;
export type NewTransfer = typeof transfers.$inferInsert;

const insertTransferQuery = preparedPerDatabase((db) =>
  db
    .insert(transfers)
    .values({
      debitAccountId: sql.placeholder('debitAccountId'),
      creditAccountId: sql.placeholder('creditAccountId'),
      value: sql.placeholder('value'),
      type: sql.placeholder('type'),
      moduleId: sql.placeholder('moduleId'),
      valueDate: sql.placeholder('valueDate'),
      comments: sql.placeholder('comments'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      cancels: sql.placeholder('cancels'),
      createdById: sql.placeholder('createdById'),
    })
    .onConflictDoNothing({ target: transfers.idempotencyKey })
    .returning()
    .prepare('insert_transfer'),
);

/** Inserts the transfer (one prepared statement); null when its idempotency key is already used. */
export async function insertTransfer(
  db: Executor,
  values: Omit<NewTransfer, 'uuid' | 'createdAt' | 'canceledAt'>,
): Promise<TransferRow | null> {
  const [row] = await insertTransferQuery(db).execute({
    moduleId: null,
    comments: null,
    idempotencyKey: null,
    cancels: null,
    createdById: null,
    ...values,
  });
  return row ?? null;
}

export async function findTransferByKey(db: Executor, key: string): Promise<TransferRow | null> {
  const [row] = await db.select().from(transfers).where(eq(transfers.idempotencyKey, key));
  return row ?? null;
}

export async function lockTransfer(db: Executor, uuid: string): Promise<TransferRow | null> {
  const [row] = await db.select().from(transfers).where(eq(transfers.uuid, uuid)).for('update');
  return row ?? null;
}

export async function markTransferCanceled(db: Executor, uuid: string, at: Date): Promise<void> {
  await db.update(transfers).set({ canceledAt: at }).where(eq(transfers.uuid, uuid));
}
