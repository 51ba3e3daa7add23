import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, moduleFlowTotals, transfers } from '../../db/schema/ledger';
import { users } from '../../db/schema/users';
import {
  gateParts,
  INSERTED,
  sideEffectParts,
  type TransferGate,
  type TransferSideEffect,
} from './transfer-companions';

export type TransferRow = typeof transfers.$inferSelect;
export type NewTransfer = typeof transfers.$inferInsert;

/**
 * Inserts the transfer and, when it is new and moves points, moves `value` from the debit to the
 * credit account, adds it to the running totals of a module account (module_flow_totals, per
 * transfer type) and copies the new balance of a user account into that user's cached premium
 * score: one statement, one round trip. The accounts must be locked already; users rows are
 * written after the accounts, as the lock order wants. The balance CHECK constraint still refuses
 * an overdraft. Null when the idempotency key is already used: then nothing moved.
 * `companions`: what the caller books with it in the same statement: a gate run first (the
 * transfer is written only when it answers a row) and side effects written only with the transfer
 * (transfer-companions.ts).
 */
export async function insertTransferMovingBalances(
  db: Executor,
  values: Omit<NewTransfer, 'uuid' | 'createdAt' | 'canceledAt'> & { uuid?: string | undefined },
  companions: { gate?: TransferGate | undefined; sideEffects?: readonly TransferSideEffect[] } = {},
): Promise<TransferRow | null> {
  const { debitAccountId: debit, creditAccountId: credit, value, type } = values;
  const gate = gateParts(companions.gate);
  const result = (await db.execute(sql`WITH ${gate.before}${INSERTED} AS (
      INSERT INTO ${transfers} (uuid, debit_account_id, credit_account_id, value, type, module_id, value_date, comments,
                                idempotency_key, cancels, created_by_id)
      SELECT COALESCE(${values.uuid ?? null}::uuid, gen_random_uuid()), ${debit}::int, ${credit}::int, ${value}::int,
             ${type}::text, ${values.moduleId ?? null}::int,
             ${values.valueDate.toISOString()}::timestamptz, ${values.comments ?? null}::text,
             ${values.idempotencyKey ?? null}::text, ${values.cancels ?? null}::uuid, ${values.createdById ?? null}::int
      ${gate.condition}
      ON CONFLICT (idempotency_key) DO NOTHING
      RETURNING *),
    moved AS (
      UPDATE ${accounts} SET balance = balance + CASE WHEN id = ${debit}::int THEN ${-value}::bigint ELSE ${value}::bigint END
      WHERE id IN (${debit}::int, ${credit}::int) AND ${value}::int > 0 AND EXISTS (SELECT 1 FROM ${INSERTED})
      RETURNING id, kind, user_id, balance),
    flows AS (
      INSERT INTO ${moduleFlowTotals} AS f (account_id, type, debited, credited)
      SELECT id, ${type}::text,
             CASE WHEN id = ${debit}::int THEN ${value}::bigint ELSE 0 END,
             CASE WHEN id = ${credit}::int THEN ${value}::bigint ELSE 0 END
      FROM moved WHERE kind = 'module'
      ON CONFLICT (account_id, type) DO UPDATE
      SET debited = f.debited + EXCLUDED.debited, credited = f.credited + EXCLUDED.credited),
    scores AS (
      UPDATE ${users} u SET premium_score = moved.balance FROM moved
      WHERE moved.kind = 'user' AND u.id = moved.user_id)${sideEffectParts(companions.sideEffects ?? [])}
    SELECT * FROM ${INSERTED}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  return row ? toTransferRow(row) : null;
}

const nullableDate = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));

function toTransferRow(row: Record<string, unknown>): TransferRow {
  return {
    uuid: String(row.uuid),
    debitAccountId: Number(row.debit_account_id),
    creditAccountId: Number(row.credit_account_id),
    value: Number(row.value),
    type: row.type as TransferRow['type'],
    moduleId: row.module_id === null ? null : Number(row.module_id),
    valueDate: new Date(row.value_date as string),
    comments: (row.comments as string | null) ?? null,
    canceledAt: nullableDate(row.canceled_at),
    cancels: (row.cancels as string | null) ?? null,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    createdById: row.created_by_id === null ? null : Number(row.created_by_id),
    createdAt: new Date(row.created_at as string),
  };
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
