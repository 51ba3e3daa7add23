import { and, count, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaignCodeRedemptions, campaignCodes } from '../../db/schema/rewards';

export type CampaignCodeRow = typeof campaignCodes.$inferSelect;

/** The code in its normalised form (upper case, trimmed); the unique index makes this exact. */
export async function findCampaignCode(db: Executor, code: string): Promise<CampaignCodeRow | null> {
  const [row] = await db.select().from(campaignCodes).where(eq(campaignCodes.code, code));
  return row ?? null;
}

/**
 * Claims the user's one redemption of the code. Null when the user already holds it: the unique
 * (code, user) index decides, also for a concurrent request, which waits for the first to finish.
 */
export async function insertRedemption(
  db: Executor,
  values: { codeId: number; userId: number; value: number; createdAt: Date },
): Promise<number | null> {
  const [row] = await db
    .insert(campaignCodeRedemptions)
    .values(values)
    .onConflictDoNothing({ target: [campaignCodeRedemptions.codeId, campaignCodeRedemptions.userId] })
    .returning({ id: campaignCodeRedemptions.id });
  return row?.id ?? null;
}

/**
 * Counts one redemption if the code is still active, inside its window and below its total
 * limit, in one conditional UPDATE: racing requests queue on the row lock and each re-checks
 * the condition against the latest count, so the limit can never be passed.
 */
export async function countRedemption(db: Executor, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(campaignCodes)
    .set({ redemptions: sql`${campaignCodes.redemptions} + 1` })
    .where(
      and(
        eq(campaignCodes.id, codeId),
        eq(campaignCodes.isActive, true),
        or(isNull(campaignCodes.validFrom), lte(campaignCodes.validFrom, now)),
        or(isNull(campaignCodes.validTo), gt(campaignCodes.validTo, now)),
        or(isNull(campaignCodes.maxRedemptions), lt(campaignCodes.redemptions, campaignCodes.maxRedemptions)),
      ),
    )
    .returning({ id: campaignCodes.id });
  return rows.length === 1;
}

export async function attachRedemptionTransfer(db: Executor, redemptionId: number, transferId: string): Promise<void> {
  await db.update(campaignCodeRedemptions).set({ transferId }).where(eq(campaignCodeRedemptions.id, redemptionId));
}

/** Staff list, newest first. */
export async function listCampaignCodes(db: Executor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(campaignCodes)
      .orderBy(desc(campaignCodes.createdAt), desc(campaignCodes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(campaignCodes),
  ]);
  return { count: total?.n ?? 0, rows };
}

/** Null when the (normalised) code exists already. */
export async function insertCampaignCode(
  db: Executor,
  values: typeof campaignCodes.$inferInsert,
): Promise<CampaignCodeRow | null> {
  const [row] = await db.insert(campaignCodes).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function setCampaignCodeActive(
  db: Executor,
  id: number,
  isActive: boolean,
): Promise<CampaignCodeRow | null> {
  const [row] = await db.update(campaignCodes).set({ isActive }).where(eq(campaignCodes.id, id)).returning();
  return row ?? null;
}
