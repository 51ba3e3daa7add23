import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { transfers } from '../../db/schema/ledger';

export type TransferRow = typeof transfers.$inferSelect;
export type NewTransfer = typeof transfers.$inferInsert;

/** Inserts the transfer; null when its idempotency key is already used. */
export async function insertTransfer(db: Executor, values: NewTransfer): Promise<TransferRow | null> {
  const [row] = await db
    .insert(transfers)
    .values(values)
    .onConflictDoNothing({ target: transfers.idempotencyKey })
    .returning();
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
