import { type SQL, sql } from 'drizzle-orm';

/**
 * What another area books together with a transfer, in the transfer's own statement (one round
 * trip): a gate that decides whether the transfer is written, and side effects written only with
 * it. The ledger names their parts of the statement; a caller never writes a CTE name.
 */

/** A data-modifying statement with RETURNING: the transfer is written only when it returns a row. */
export interface TransferGate {
  readonly kind: 'transfer-gate';
  readonly statement: SQL;
}

/** The new transfer as a side effect sees it. */
export interface WrittenTransfer {
  /** A condition: true when the transfer was written (false for a duplicate or a closed gate). */
  readonly written: SQL;
  /** The new transfer's id and type (null when it was not written). */
  readonly uuid: SQL;
  readonly type: SQL;
}

/** A data-modifying statement of the caller's that must change rows only when `written` holds. */
export interface TransferSideEffect {
  readonly kind: 'transfer-side-effect';
  readonly statementFor: (transfer: WrittenTransfer) => SQL;
}

export function transferGate(statement: SQL): TransferGate {
  return { kind: 'transfer-gate', statement };
}

export function transferSideEffect(statementFor: (transfer: WrittenTransfer) => SQL): TransferSideEffect {
  return { kind: 'transfer-side-effect', statementFor };
}

/** The name of the transfer's insert in the statement; the companions reach it only through WrittenTransfer. */
export const INSERTED = sql.raw('inserted');
const GATE = sql.raw('gate');
const writtenTransfer: WrittenTransfer = {
  written: sql`EXISTS (SELECT 1 FROM ${INSERTED})`,
  uuid: sql`(SELECT uuid FROM ${INSERTED})`,
  type: sql`(SELECT type FROM ${INSERTED})`,
};

/** The gate's CTE, run first, and the condition the transfer's insert takes from it. */
export function gateParts(gate: TransferGate | undefined): { before: SQL; condition: SQL } {
  if (!gate) return { before: sql``, condition: sql`` };
  return { before: sql`${GATE} AS (${gate.statement}),\n    `, condition: sql`WHERE EXISTS (SELECT 1 FROM ${GATE})` };
}

/** The side effects' CTEs, after the ledger's own (each named by its place: effect_0, effect_1…). */
export function sideEffectParts(effects: readonly TransferSideEffect[]): SQL {
  if (effects.length === 0) return sql``;
  const parts = effects.map((effect, i) => sql`${sql.raw(`effect_${i}`)} AS (${effect.statementFor(writtenTransfer)})`);
  return sql`,\n    ${sql.join(parts, sql`,\n    `)}`;
}
