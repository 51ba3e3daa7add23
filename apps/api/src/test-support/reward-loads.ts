import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { idempotencyKeys } from '../db/schema/idempotency';
import { accounts, transfers } from '../db/schema/ledger';
import { campaignCodeRedemptions, couponPurchases } from '../db/schema/rewards';
import { type MoneyLoad, type Reconciliation, reconcile, startMoneyLoad, type Transport } from './money-load';

/** A signed-in member: the user id and the bearer header. */
export interface LoadMember {
  id: number;
  headers: Record<string, string>;
}

export interface RewardLoad extends MoneyLoad {
  /** What the ledger booked for these requests against what was acknowledged. */
  reconcile(db: Executor): Promise<Reconciliation>;
}

interface LoadPace {
  workers: number;
  pauseMs: number;
  transport: Transport;
}

/**
 * Members redeeming campaign codes (POST /v1/campaign-codes/redeem): every member every code once,
 * until all pairs are sent. A redemption is keyed `<codeId>:<userId>`; its booking is the BCMPINST
 * transfer to the member with the redemption row that names it.
 */
export function startRedemptionLoad(
  options: LoadPace & { members: readonly LoadMember[]; codes: readonly { id: number; code: string }[] },
): RewardLoad {
  const pairs = options.codes.flatMap((code) => options.members.map((member) => ({ code, member })));
  let sequence = 0;
  const load = startMoneyLoad({
    ...options,
    next: () => {
      const pair = pairs[sequence++];
      if (!pair) return null;
      return {
        key: `${pair.code.id}:${pair.member.id}`,
        path: '/api/v1/campaign-codes/redeem',
        json: { code: pair.code.code },
        headers: pair.member.headers,
      };
    },
    acknowledgedBy: { status: 200, id: () => null },
  });
  const memberIds = options.members.map((member) => member.id);
  return {
    ...load,
    async reconcile(db) {
      const rows = await db
        .select({
          uuid: transfers.uuid,
          codeId: campaignCodeRedemptions.codeId,
          userId: campaignCodeRedemptions.userId,
        })
        .from(transfers)
        .innerJoin(accounts, eq(accounts.id, transfers.creditAccountId))
        .leftJoin(campaignCodeRedemptions, eq(campaignCodeRedemptions.transferId, transfers.uuid))
        .where(and(eq(transfers.type, 'BCMPINST'), inArray(accounts.userId, memberIds)));
      const bookings = rows.map((row) => ({
        key: row.codeId === null ? `transfer ${row.uuid} without a redemption` : `${row.codeId}:${row.userId}`,
        id: row.uuid,
      }));
      return reconcile(load, bookings);
    },
  };
}

/**
 * Members buying vouchers of one offer (POST /v1/coupons/{id}/purchases), taking turns, each
 * request with an Idempotency-Key of its own (its key here). A purchase's booking is the PURCHASE
 * transfer from the buyer with its purchase row and the idempotency key whose stored answer names it.
 */
export function startPurchaseLoad(options: LoadPace & { buyers: readonly LoadMember[]; offerId: number }): RewardLoad {
  let sequence = 0;
  const load = startMoneyLoad({
    ...options,
    next: () => {
      const buyer = options.buyers[sequence++ % options.buyers.length];
      if (!buyer) return null;
      const key = randomUUID();
      return {
        key,
        path: `/api/v1/coupons/${options.offerId}/purchases`,
        json: undefined,
        headers: { ...buyer.headers, 'idempotency-key': key },
      };
    },
    acknowledgedBy: { status: 201, id: (body) => String((body as { purchase: { id: number } }).purchase.id) },
  });
  const buyerIds = options.buyers.map((buyer) => buyer.id);
  return {
    ...load,
    async reconcile(db) {
      const rows = await db
        .select({ uuid: transfers.uuid, purchaseId: couponPurchases.id, key: idempotencyKeys.key })
        .from(transfers)
        .innerJoin(accounts, eq(accounts.id, transfers.debitAccountId))
        .leftJoin(couponPurchases, eq(couponPurchases.transferId, transfers.uuid))
        .leftJoin(
          idempotencyKeys,
          and(
            eq(idempotencyKeys.route, 'coupon-purchase'),
            eq(idempotencyKeys.userId, couponPurchases.userId),
            sql`${idempotencyKeys.response} -> 'purchase' ->> 'id' = ${couponPurchases.id}::text`,
          ),
        )
        .where(and(eq(transfers.type, 'PURCHASE'), inArray(accounts.userId, buyerIds)));
      const bookings = rows.map((row) => ({
        key: row.key ?? `transfer ${row.uuid} without a purchase and its key`,
        id: String(row.purchaseId ?? row.uuid),
      }));
      return reconcile(load, bookings);
    },
  };
}
