import { normalizeCampaignCode } from '@apopunkt/domain/rules/campaign-codes';
import type { Db, Executor, Tx } from '../../db/client';
import { benefits, campaignCodes, couponCodes, couponOffers, couponPartners } from '../../db/schema/rewards';
import { inTransaction } from '../../db/transaction';
import { systemAccountId, transfer, userAccountId } from '../../modules/ledger';

/** Shared by the demo seed and the tests: each call makes fresh rows with unique values. */
let sequence = 0;
function next(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}

export type CampaignCodeFactoryInput = Partial<Omit<typeof campaignCodes.$inferInsert, 'id'>>;

export async function createCampaignCode(db: Executor, input: CampaignCodeFactoryInput = {}) {
  const [row] = await db
    .insert(campaignCodes)
    .values({ value: 10, ...input, code: normalizeCampaignCode(input.code ?? `AKTION-${next()}`) })
    .returning();
  if (!row) throw new Error('campaign code not created');
  return row;
}

export interface CouponOfferFactoryInput {
  partner?: { name?: string; logo?: string | null; shortDescription?: string };
  title?: string;
  description?: string;
  valueCents?: number;
  price?: number;
  isActive?: boolean;
  /** Codes put in stock: a number of generated codes or the codes themselves. */
  codes?: number | string[];
}

/** An offer with its partner (found by name or created) and codes in stock. */
export async function createCouponOffer(db: Executor, input: CouponOfferFactoryInput = {}) {
  const id = next();
  const name = input.partner?.name ?? `Partner ${id}`;
  const [partner] = await db
    .insert(couponPartners)
    .values({
      name,
      logo: input.partner?.logo ?? null,
      shortDescription: input.partner?.shortDescription ?? 'Ein Partner des Gutschein-Shops.',
    })
    .onConflictDoUpdate({ target: couponPartners.name, set: { name } })
    .returning();
  if (!partner) throw new Error('partner not created');
  const [offer] = await db
    .insert(couponOffers)
    .values({
      partnerId: partner.id,
      title: input.title ?? `Gutschein ${id}`,
      description: input.description ?? 'Einlösbar im Geschäft und online.',
      valueCents: input.valueCents ?? 1000,
      price: input.price ?? 100,
      isActive: input.isActive ?? true,
    })
    .returning();
  if (!offer) throw new Error('offer not created');
  const codes =
    typeof input.codes === 'number' || input.codes === undefined
      ? Array.from({ length: input.codes ?? 3 }, (_, i) => `${id}-${i + 1}`)
      : input.codes;
  if (codes.length > 0) await db.insert(couponCodes).values(codes.map((code) => ({ offerId: offer.id, code })));
  return { offer, partner, codes };
}

export async function createBenefit(db: Executor, input: Partial<Omit<typeof benefits.$inferInsert, 'id'>> = {}) {
  const [row] = await db
    .insert(benefits)
    .values({ title: `Vorteil ${next()}`, description: 'Ein Vorteil für Premium-Mitglieder.', ...input })
    .returning();
  if (!row) throw new Error('benefit not created');
  return row;
}

/**
 * Gives a user premium points through the ledger (a BMIGRATION from the migration account, as
 * carried-over points would arrive), so balances, history and the audit stay consistent.
 */
export async function givePremiumPoints(
  db: Db | Tx,
  userId: number,
  value: number,
  comments = 'Startguthaben',
): Promise<void> {
  await inTransaction(db, async (tx) => {
    await transfer(tx, {
      debitAccountId: await systemAccountId(tx, 'migration'),
      creditAccountId: await userAccountId(tx, userId),
      value,
      type: 'BMIGRATION',
      valueDate: new Date(),
      comments,
    });
  });
}
