import { count, desc, eq, isNull, max, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couponCodes, couponOffers, couponPartners, couponPurchases } from '../../db/schema/rewards';
import { availableCodes, offerColumns } from './coupons.repository';

/** Finds the partner by name (refreshing logo and description) or creates it. */
export async function upsertPartner(
  db: Executor,
  partner: { name: string; logo: string | null; shortDescription: string },
): Promise<number> {
  const [row] = await db
    .insert(couponPartners)
    .values(partner)
    .onConflictDoUpdate({
      target: couponPartners.name,
      set: { logo: partner.logo, shortDescription: partner.shortDescription },
    })
    .returning({ id: couponPartners.id });
  if (!row) throw new Error(`partner ${partner.name} not stored`);
  return row.id;
}

export async function insertOffer(db: Executor, values: typeof couponOffers.$inferInsert): Promise<number> {
  const [row] = await db.insert(couponOffers).values(values).returning({ id: couponOffers.id });
  if (!row) throw new Error('offer not stored');
  return row.id;
}

/** False when there is no such offer. */
export async function updateOffer(
  db: Executor,
  id: number,
  set: Partial<Pick<typeof couponOffers.$inferInsert, 'title' | 'description' | 'valueCents' | 'price' | 'isActive'>>,
): Promise<boolean> {
  const rows =
    Object.keys(set).length === 0
      ? await db.select({ id: couponOffers.id }).from(couponOffers).where(eq(couponOffers.id, id))
      : await db.update(couponOffers).set(set).where(eq(couponOffers.id, id)).returning({ id: couponOffers.id });
  return rows.length === 1;
}

/**
 * Stores new codes of an offer and answers the ones that were stored; codes the offer already
 * has (also from an upload running at the same time) are skipped by the unique index.
 */
export async function insertCouponCodes(db: Executor, offerId: number, codes: string[]): Promise<Set<string>> {
  const stored = new Set<string>();
  for (let i = 0; i < codes.length; i += 1000) {
    const rows = await db
      .insert(couponCodes)
      .values(codes.slice(i, i + 1000).map((code) => ({ offerId, code })))
      .onConflictDoNothing()
      .returning({ code: couponCodes.code });
    for (const row of rows) stored.add(row.code);
  }
  return stored;
}

/** Sales per offer: all, since a date, points taken and the last sale (indexed by offer and date). */
function salesPerOffer(db: Executor, since: Date) {
  return db
    .select({
      offerId: couponPurchases.offerId,
      sold: count().as('sold'),
      soldSince: sql<number>`count(*) FILTER (WHERE ${couponPurchases.createdAt} >= ${since.toISOString()})`.as(
        'sold_since',
      ),
      points: sum(couponPurchases.price).as('points'),
      lastSoldAt: max(couponPurchases.createdAt).as('last_sold_at'),
    })
    .from(couponPurchases)
    .groupBy(couponPurchases.offerId)
    .as('sales');
}

/** Every offer (active first, newest first) with its stock and sales, for the staff list and dashboard. */
export async function listOfferStats(
  db: Executor,
  query: { limit: number; offset: number; since: Date; offerId?: number },
) {
  const sales = salesPerOffer(db, query.since);
  const filter = query.offerId === undefined ? undefined : eq(couponOffers.id, query.offerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...offerColumns,
        available: availableCodes,
        sold: sql<number>`COALESCE(${sales.sold}, 0)`.mapWith(Number),
        soldSince: sql<number>`COALESCE(${sales.soldSince}, 0)`.mapWith(Number),
        pointsSpent: sql<number>`COALESCE(${sales.points}, 0)`.mapWith(Number),
        lastSoldAt: sql<Date | null>`${sales.lastSoldAt}`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(couponOffers)
      .innerJoin(couponPartners, eq(couponPartners.id, couponOffers.partnerId))
      .leftJoin(sales, eq(sales.offerId, couponOffers.id))
      .where(filter)
      .orderBy(desc(couponOffers.isActive), desc(couponOffers.createdAt), desc(couponOffers.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(couponOffers).where(filter),
  ]);
  return { count: total?.n ?? 0, rows };
}
export type OfferStatsRow = Awaited<ReturnType<typeof listOfferStats>>['rows'][number];

/** Shop-wide figures for the dashboard header. */
export async function shopTotals(db: Executor, since: Date) {
  const [[offers], [stock], [sales], [soldOut]] = await Promise.all([
    db.select({ n: count() }).from(couponOffers),
    db.select({ n: count() }).from(couponCodes).where(isNull(couponCodes.assignedAt)),
    db
      .select({
        sold: count(),
        soldSince: sql<number>`count(*) FILTER (WHERE ${couponPurchases.createdAt} >= ${since.toISOString()})`.mapWith(
          Number,
        ),
        points: sql<number>`COALESCE(SUM(${couponPurchases.price}), 0)`.mapWith(Number),
      })
      .from(couponPurchases),
    db.select({ n: count() }).from(couponOffers).where(sql`${couponOffers.isActive} AND ${availableCodes} = 0`),
  ]);
  return {
    offers: offers?.n ?? 0,
    available: stock?.n ?? 0,
    sold: sales?.sold ?? 0,
    soldLast30Days: sales?.soldSince ?? 0,
    pointsSpent: sales?.points ?? 0,
    soldOutOffers: soldOut?.n ?? 0,
  };
}
