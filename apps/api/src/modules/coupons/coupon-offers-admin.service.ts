import { COUPON_CSV_MAX_LINES, REWARD_MESSAGES } from '@apopunkt/domain/constants/rewards';
import { AppError } from '@apopunkt/domain/errors';
import { parseCouponCodesCsv } from '@apopunkt/domain/rules/coupon-codes-csv';
import type {
  AdminCouponOffer,
  CouponCodeUploadResult,
  CouponDashboard,
  CreateCouponOfferBody,
  PatchCouponOfferBody,
} from '@apopunkt/domain/schemas/coupons';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { toOfferSummary } from './coupon-offer-view';
import {
  insertCouponCodes,
  insertOffer,
  listOfferStats,
  type OfferStatsRow,
  shopTotals,
  updateOffer,
  upsertPartner,
} from './coupon-offers-admin.repository';
import { findOffer } from './coupons.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
type Page = { limit: number; offset: number };

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => new AppError('NOT_FOUND', REWARD_MESSAGES.offerNotFound);

function toAdminOffer(row: OfferStatsRow): AdminCouponOffer {
  return {
    ...toOfferSummary(row),
    isActive: row.isActive,
    available: row.available,
    sold: row.sold,
    createdAt: row.createdAt.toISOString(),
  };
}

function since30Days(deps: Deps): Date {
  return new Date(deps.clock.now().getTime() - 30 * DAY_MS);
}

async function loadAdminOffer(deps: Deps, offerId: number): Promise<AdminCouponOffer> {
  const { rows } = await listOfferStats(deps.db, { limit: 1, offset: 0, since: since30Days(deps), offerId });
  if (!rows[0]) throw notFound();
  return toAdminOffer(rows[0]);
}

/** Staff list of every offer, active first, with stock and sales. */
export async function listOffersForStaff(deps: Deps, page: Page) {
  const { count, rows } = await listOfferStats(deps.db, { ...page, since: since30Days(deps) });
  return { count, results: rows.map(toAdminOffer) };
}

/**
 * Creates an offer; its partner is found by name (logo and description refreshed) or created,
 * so several offers of one shop share one partner. The offer starts without codes.
 */
export async function createCouponOffer(
  deps: Deps,
  actor: { id: number },
  body: CreateCouponOfferBody,
): Promise<AdminCouponOffer> {
  const id = await inTransaction(deps.db, async (tx) => {
    const partnerId = await upsertPartner(tx, {
      name: body.partner.name,
      logo: body.partner.logo ?? null,
      shortDescription: body.partner.shortDescription,
    });
    const offerId = await insertOffer(tx, {
      partnerId,
      title: body.title,
      description: body.description,
      valueCents: body.value,
      price: body.price,
      isActive: body.isActive ?? true,
      createdById: actor.id,
    });
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'coupon-offer.create',
      entityType: 'coupon-offer',
      entityId: offerId,
      after: body,
    });
    return offerId;
  });
  return loadAdminOffer(deps, id);
}

/** Changes an offer; a new price applies to the next purchase, bought vouchers keep theirs. */
export async function patchCouponOffer(
  deps: Deps,
  actor: { id: number },
  id: number,
  body: PatchCouponOfferBody,
): Promise<AdminCouponOffer> {
  const { value, ...rest } = body;
  await inTransaction(deps.db, async (tx) => {
    const before = await findOffer(tx, id);
    const found = await updateOffer(tx, id, { ...rest, ...(value === undefined ? {} : { valueCents: value }) });
    if (!found || !before) throw notFound();
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'coupon-offer.update',
      entityType: 'coupon-offer',
      entityId: id,
      before,
      after: body,
    });
  });
  return loadAdminOffer(deps, id);
}

/**
 * Adds the codes of a CSV upload to an offer's stock. Lines that cannot be codes are reported
 * by the parser, codes the offer already has by the database (unique per offer); the rest is
 * stored at once. Works for inactive offers too, so stock can be loaded before the launch.
 */
export async function uploadCouponCodes(
  deps: Deps,
  actor: { id: number },
  offerId: number,
  csv: string,
): Promise<CouponCodeUploadResult> {
  if (!(await findOffer(deps.db, offerId))) throw notFound();
  const parsed = parseCouponCodesCsv(csv);
  if (parsed.lines > COUPON_CSV_MAX_LINES) throw new AppError('VALIDATION_FAILED', REWARD_MESSAGES.csvTooLarge);
  const stored = await inTransaction(deps.db, async (tx) => {
    const inserted = await insertCouponCodes(
      tx,
      offerId,
      parsed.codes.map((c) => c.code),
    );
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'coupon-offer-code.upload',
      entityType: 'coupon-offer',
      entityId: offerId,
      after: { accepted: inserted.size, lines: parsed.lines },
    });
    return inserted;
  });
  const existing = parsed.codes
    .filter((c) => !stored.has(c.code))
    .map((c) => ({ line: c.line, reason: 'Den Code gibt es für diesen Gutschein bereits.' }));
  return {
    accepted: stored.size,
    rejected: [...parsed.rejected, ...existing].sort((a, b) => a.line - b.line),
  };
}

/** `GET /v1/admin/coupon-dashboard`: stock and sales per offer, plus the shop's totals. */
export async function couponDashboard(deps: Deps, page: Page): Promise<Omit<CouponDashboard, 'next' | 'previous'>> {
  const since = since30Days(deps);
  const [{ count, rows }, totals] = await Promise.all([
    listOfferStats(deps.db, { ...page, since }),
    shopTotals(deps.db, since),
  ]);
  return {
    count,
    totals,
    results: rows.map((row) => ({
      offer: toOfferSummary(row),
      isActive: row.isActive,
      available: row.available,
      sold: row.sold,
      soldLast30Days: row.soldSince,
      pointsSpent: row.pointsSpent,
      lastSoldAt: row.lastSoldAt?.toISOString() ?? null,
    })),
  };
}
