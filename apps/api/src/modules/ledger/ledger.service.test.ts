import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../db/client';
import { accounts, transfers } from '../../db/schema/ledger';
import { modules } from '../../db/schema/modules';
import { createUser } from '../../ops/seed/factories';
import { createModule } from '../../ops/seed/learning-factories';
import { scoresOf } from '../../test-support/learning-fixtures';
import { createTestApp, type TestContext } from '../../test-support/test-app';
import { depositToModule } from './deposits.service';
import {
  moduleAccountId,
  systemAccountId,
  transfer,
  tryGatedTransfer,
  tryTransfer,
  userAccountId,
} from './ledger.service';
import { auditLedger } from './ledger-audit.service';
import { transferGate, transferSideEffect } from './transfer-companions';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const inTx = <T>(work: (tx: Tx) => Promise<T>) => ctx.database.db.transaction(work);
/** A deposit of `value` from the mint to a budgeted module (type 8), for the primitives' options. */
async function mintToModule(tx: Tx, moduleId: number, value: number, idempotencyKey: string) {
  return {
    debitAccountId: await systemAccountId(tx, 'mint'),
    creditAccountId: await moduleAccountId(tx, { id: moduleId, type: 8 }),
    value,
    type: 'DEPOSIT' as const,
    valueDate: new Date(),
    idempotencyKey,
  };
}

async function balance(id: number) {
  const [row] = await ctx.database.db.select().from(accounts).where(eq(accounts.id, id));
  return row?.balance;
}

describe('ledger primitives', () => {
  it('creates each account once and lets only system and unlimited module accounts go negative', async () => {
    const user = await createUser(ctx.database.db);
    const budgeted = await createModule(ctx.database.db, { type: 2 });
    const special = await createModule(ctx.database.db, { type: 10 });
    const ids = await inTx(async (tx) => ({
      user: await userAccountId(tx, user.id),
      again: await userAccountId(tx, user.id),
      mint: await systemAccountId(tx, 'mint'),
      budgeted: await moduleAccountId(tx, { id: budgeted.id, type: 2 }),
      special: await moduleAccountId(tx, { id: special.id, type: 10 }),
    }));
    expect(ids.again).toBe(ids.user);
    const rows = await ctx.database.db.select().from(accounts);
    const allow = Object.fromEntries(rows.map((r) => [r.id, r.allowNegative]));
    expect([allow[ids.user], allow[ids.mint], allow[ids.budgeted], allow[ids.special]]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('moves points in one transfer, updates both balances and the premium score', async () => {
    const user = await createUser(ctx.database.db);
    const result = await inTx(async (tx) => {
      const mint = await systemAccountId(tx, 'mint');
      const account = await userAccountId(tx, user.id);
      return {
        account,
        row: await transfer(tx, {
          debitAccountId: mint,
          creditAccountId: account,
          value: 7,
          type: 'BMIGRATION',
          valueDate: new Date(),
        }),
      };
    });
    expect(result.row).toMatchObject({ value: 7, type: 'BMIGRATION', canceledAt: null });
    expect(await balance(result.account)).toBe(7);
    expect((await scoresOf(ctx.database.db, user.id)).premiumScore).toBe(7);
  });

  it('refuses to overdraw an account without allow_negative and changes nothing', async () => {
    const user = await createUser(ctx.database.db);
    const outcome = await inTx(async (tx) =>
      tryTransfer(tx, {
        debitAccountId: await userAccountId(tx, user.id),
        creditAccountId: await systemAccountId(tx, 'shop'),
        value: 1,
        type: 'PURCHASE',
        valueDate: new Date(),
      }),
    );
    expect(outcome).toEqual({ status: 'insufficient', balance: 0 });
    await expect(
      inTx(async (tx) =>
        transfer(tx, {
          debitAccountId: await userAccountId(tx, user.id),
          creditAccountId: await systemAccountId(tx, 'shop'),
          value: 1,
          type: 'PURCHASE',
          valueDate: new Date(),
        }),
      ),
    ).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', status: 412 });
  });

  it('answers a replayed idempotency key with the first transfer and moves nothing', async () => {
    const module = await createModule(ctx.database.db, { type: 8 });
    const first = await depositToModule(ctx.database.db, {
      module: { id: module.id, type: 8 },
      value: 10,
      valueDate: new Date(),
      idempotencyKey: 'auftrag-1',
    });
    const second = await depositToModule(ctx.database.db, {
      module: { id: module.id, type: 8 },
      value: 10,
      valueDate: new Date(),
      idempotencyKey: 'auftrag-1',
    });
    expect(second.uuid).toBe(first.uuid);
    expect(await balance(await moduleAccountId(ctx.database.db, { id: module.id, type: 8 }))).toBe(10);
    expect(
      await ctx.database.db.select().from(transfers).where(eq(transfers.idempotencyKey, 'auftrag-1')),
    ).toHaveLength(1);
  });

  it("writes the caller's side effects with a new transfer, and not with a replayed key", async () => {
    const module = await createModule(ctx.database.db, { type: 8 });
    const book = (name: string) =>
      inTx(async (tx) =>
        tryTransfer(tx, {
          ...(await mintToModule(tx, module.id, 10, `alongside-${module.id}`)),
          keyIsNew: true,
          sideEffects: [
            transferSideEffect(
              (transfer) => sql`
                UPDATE ${modules} SET name = ${name} || ' ' || ${transfer.type}
                WHERE ${modules.id} = ${module.id}::int AND ${transfer.written}`,
            ),
          ],
        }),
      );
    expect((await book('Gebucht')).status).toBe('created');
    expect((await book('Zweimal')).status).toBe('duplicate');
    const [row] = await ctx.database.db.select({ name: modules.name }).from(modules).where(eq(modules.id, module.id));
    expect(row?.name).toBe('Gebucht DEPOSIT');
    expect(await balance(await moduleAccountId(ctx.database.db, { id: module.id, type: 8 }))).toBe(10);
  });

  it('claims the key of a transfer that moves nothing by its insert, and answers a replay its first transfer', async () => {
    const module = await createModule(ctx.database.db, { type: 8 });
    const note = () =>
      inTx(async (tx) => tryTransfer(tx, { ...(await mintToModule(tx, module.id, 0, `note-${module.id}`)) }));
    const first = await note();
    const replay = await note();
    expect(first.status).toBe('created');
    expect(replay.status).toBe('duplicate');
    expect(replay.status === 'duplicate' && replay.transfer.uuid).toBe(
      first.status === 'created' && first.transfer.uuid,
    );
    expect(
      await ctx.database.db
        .select()
        .from(transfers)
        .where(eq(transfers.idempotencyKey, `note-${module.id}`)),
    ).toHaveLength(1);
  });

  it('writes a gated transfer only when its gate answers a row, with the id the gate recorded', async () => {
    const module = await createModule(ctx.database.db, { type: 8 });
    const book = (open: boolean, key: string) =>
      inTx(async (tx) => {
        const uuid = randomUUID();
        const outcome = await tryGatedTransfer(tx, {
          ...(await mintToModule(tx, module.id, 10, key)),
          keyIsNew: true,
          uuid,
          gate: transferGate(sql`SELECT ${uuid}::uuid AS id WHERE ${open}::boolean`),
        });
        return { outcome, uuid };
      });
    const closed = await book(false, `gate-closed-${module.id}`);
    expect(closed.outcome.status).toBe('gated');
    expect(await balance(await moduleAccountId(ctx.database.db, { id: module.id, type: 8 }))).toBe(0);
    const opened = await book(true, `gate-open-${module.id}`);
    expect(opened.outcome.status).toBe('created');
    expect(opened.outcome.status === 'created' && opened.outcome.transfer.uuid).toBe(opened.uuid);
    expect(await balance(await moduleAccountId(ctx.database.db, { id: module.id, type: 8 }))).toBe(10);
    await expect(
      inTx(async (tx) =>
        tryGatedTransfer(tx, {
          ...(await mintToModule(tx, module.id, 1, `gate-old-key-${module.id}`)),
          uuid: randomUUID(),
          gate: transferGate(sql`SELECT 1`),
        }),
      ),
    ).rejects.toThrow('new idempotency key');
  });

  it('rejects negative or fractional values before touching the database', async () => {
    await expect(
      inTx(async (tx) =>
        tryTransfer(tx, { debitAccountId: 1, creditAccountId: 2, value: -1, type: 'TRANSFER', valueDate: new Date() }),
      ),
    ).rejects.toThrow(/non-negative integer/);
    await expect(
      inTx(async (tx) =>
        tryTransfer(tx, { debitAccountId: 1, creditAccountId: 2, value: 0.5, type: 'TRANSFER', valueDate: new Date() }),
      ),
    ).rejects.toThrow(/non-negative integer/);
  });

  it('keeps every invariant', async () => {
    expect(await auditLedger(ctx.database.db)).toMatchObject({ ok: true, sumOfBalances: 0 });
  });
});
