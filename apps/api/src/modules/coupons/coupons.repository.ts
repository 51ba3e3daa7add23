import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponCodes, couponOffers, couponPartners, couponPurchases } from '../../db/schema/rewards';
import { users } from '../../db/schema/users';

/**
 * Codes in stock of the coupon_offers row in scope (answered by the partial index on free codes).
 * Written with explicit table names: drizzle leaves columns unqualified in the select list of a
 * query without joins, which would bind them to the subquery's own table.
 */
export const availableCodes: SQL<number> = sql<number>`(SELECT count(*) FROM coupon_codes free_code
  WHERE free_code.offer_id = coupon_offers.id AND free_code.assigned_at IS NULL)`.mapWith(Number);

/** The columns every offer answer needs: the offer with its partner. */
export const offerColumns = {
  id: couponOffers.id,
  title: couponOffers.title,
  description: couponOffers.description,
  valueCents: couponOffers.valueCents,
  price: couponOffers.price,
  isActive: couponOffers.isActive,
  createdAt: couponOffers.createdAt,
  partnerName: couponPartners.name,
  partnerLogo: couponPartners.logo,
  partnerShortDescription: couponPartners.shortDescription,
};

/**
 * Active offers with their stock, cheapest first; with `redeemableFirst` the offers the balance
 * covers and that are in stock come first (spec §4 "show redeemable first").
 */
export async function listActiveOffers(
  db: Executor,
  query: { limit: number; offset: number; balance: number; redeemableFirst: boolean },
) {
  const redeemable = sql`(${availableCodes} > 0 AND ${couponOffers.price} <= ${query.balance})`;
  const order = [asc(couponOffers.price), asc(couponOffers.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...offerColumns, available: availableCodes })
      .from(couponOffers)
      .innerJoin(couponPartners, eq(couponPartners.id, couponOffers.partnerId))
      .where(eq(couponOffers.isActive, true))
      .orderBy(...(query.redeemableFirst ? [desc(redeemable), ...order] : order))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(couponOffers).where(eq(couponOffers.isActive, true)),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findOffer(db: Executor, offerId: number) {
  const [row] = await db
    .select(offerColumns)
    .from(couponOffers)
    .innerJoin(couponPartners, eq(couponPartners.id, couponOffers.partnerId))
    .where(eq(couponOffers.id, offerId));
  return row ?? null;
}
export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/**
 * Takes the offer's oldest free code for this transaction. FOR UPDATE SKIP LOCKED lets racing
 * purchases each take a different code instead of queueing on the same one; null when none is
 * left (or all left are being bought right now).
 */
export async function claimCouponCode(
  db: Executor,
  offerId: number,
  now: Date,
): Promise<{ id: number; code: string } | null> {
  const next = sql`(SELECT ${couponCodes.id} FROM ${couponCodes}
    WHERE ${couponCodes.offerId} = ${offerId} AND ${couponCodes.assignedAt} IS NULL
    ORDER BY ${couponCodes.id} LIMIT 1 FOR UPDATE SKIP LOCKED)`;
  const [row] = await db
    .update(couponCodes)
    .set({ assignedAt: now })
    .where(and(eq(couponCodes.id, next), isNull(couponCodes.assignedAt)))
    .returning({ id: couponCodes.id, code: couponCodes.code });
  return row ?? null;
}

export async function insertPurchase(db: Executor, values: typeof couponPurchases.$inferInsert) {
  const [row] = await db.insert(couponPurchases).values(values).returning();
  if (!row) throw new Error('purchase not stored');
  return row;
}

/** Marks the purchase paid by the transfer cancelled; false when there is none (or it already was). */
export async function cancelPurchaseByTransfer(db: Executor, transferUuid: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(couponPurchases)
    .set({ cancelledAt: now })
    .where(and(eq(couponPurchases.transferId, transferUuid), isNull(couponPurchases.cancelledAt)))
    .returning({ id: couponPurchases.id });
  return rows.length > 0;
}

/** The cached premium score, which the ledger keeps equal to the account balance. */
export async function findBuyer(db: Executor, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, premiumScore: users.premiumScore })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** The user's vouchers with their codes, newest first. */
export async function listPurchasesOfUser(db: Executor, userId: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...offerColumns,
        purchaseId: couponPurchases.id,
        purchasePrice: couponPurchases.price,
        purchasedAt: couponPurchases.createdAt,
        cancelledAt: couponPurchases.cancelledAt,
        code: couponCodes.code,
      })
      .from(couponPurchases)
      .innerJoin(couponCodes, eq(couponCodes.id, couponPurchases.codeId))
      .innerJoin(couponOffers, eq(couponOffers.id, couponPurchases.offerId))
      .innerJoin(couponPartners, eq(couponPartners.id, couponOffers.partnerId))
      .where(eq(couponPurchases.userId, userId))
      .orderBy(desc(couponPurchases.createdAt), desc(couponPurchases.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(couponPurchases).where(eq(couponPurchases.userId, userId)),
  ]);
  return { count: total?.n ?? 0, rows };
}
