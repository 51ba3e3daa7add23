import { like } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { transfers } from '../db/schema/ledger';
import {
  type Booking,
  type MoneyLoad,
  type Reconciliation,
  reconcile,
  startMoneyLoad,
  type Transport,
} from './money-load';

export interface DepositLoad extends MoneyLoad {
  /** What the ledger booked for these deposits against what was acknowledged. */
  reconcile(db: Executor): Promise<Reconciliation>;
}

/**
 * Staff depositing 1 point at a time into `module`'s budget (POST /v1/admin/ledger/deposits) from
 * `workers` workers. A deposit carries no idempotency key, so each one carries a marker of its own
 * in `comments`: a deposit booked twice (a request sent again after a fault) shows as a marker
 * booked twice.
 */
export function startDepositLoad(options: {
  module: string;
  headers: Record<string, string>;
  workers: number;
  pauseMs: number;
  transport: Transport;
}): DepositLoad {
  const run = `deposit-load-${Math.random().toString(36).slice(2, 10)}`;
  let sequence = 0;
  const load = startMoneyLoad({
    workers: options.workers,
    pauseMs: options.pauseMs,
    transport: options.transport,
    next: () => {
      const key = `${run} #${++sequence}`;
      return {
        key,
        path: '/api/v1/admin/ledger/deposits',
        json: { module: options.module, value: 1, comments: key },
        headers: options.headers,
      };
    },
    acknowledgedBy: { status: 201, id: (body) => (body as { transfer: { uuid: string } }).transfer.uuid },
  });
  return {
    ...load,
    async reconcile(db) {
      const booked: Booking[] = (
        await db
          .select({ key: transfers.comments, id: transfers.uuid })
          .from(transfers)
          .where(like(transfers.comments, `${run} #%`))
      ).map((row) => ({ key: row.key ?? '', id: row.id }));
      return reconcile(load, booked);
    },
  };
}
