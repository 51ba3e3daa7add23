import { REWARD_MESSAGES } from '@apopunkt/domain/constants/rewards';
import { AppError } from '@apopunkt/domain/errors';
import { couponPurchaseKey, isCouponRedeemable } from '@apopunkt/domain/rules/coupons';
import type { CouponOffer, CouponPurchase, CouponPurchaseResult } from '@apopunkt/domain/schemas/coupons';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { runIdempotent } from '../idempotency';
import { systemAccountId, tryTransfer, userAccountId } from '../ledger';
import { couponPurchaseMail } from './coupon-mails';
import { toOfferSummary } from './coupon-offer-view';
import {
  cancelPurchaseByTransfer,
  claimCouponCode,
  findBuyer,
  findOffer,
  insertPurchase,
  listActiveOffers,
  listPurchasesOfUser,
} from './coupons.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'mailer' | 'config'>;
type Page = { limit: number; offset: number };

/**
 * The voucher shop for one user: active offers with stock and whether the user's premium points
 * buy them now, so the page can grey out the rest; the balance comes along for the header.
 */
export async function listCouponOffers(
  deps: Pick<Deps, 'db'>,
  user: { id: number },
  query: Page & { redeemableFirst: boolean },
): Promise<{ count: number; balance: number; results: CouponOffer[] }> {
  const balance = (await findBuyer(deps.db, user.id))?.premiumScore ?? 0;
  const { count, rows } = await listActiveOffers(deps.db, { ...query, balance });
  return {
    count,
    balance,
    results: rows.map((row) => ({
      ...toOfferSummary(row),
      available: row.available,
      isRedeemable: isCouponRedeemable(row, balance),
    })),
  };
}

/**
 * Buys one voucher in ONE transaction: claims a free code (SKIP LOCKED, so racing buyers take
 * different codes and nobody gets one twice), then moves the price by ONE PURCHASE transfer from
 * the user to the shop account — the ledger refuses to take a user below 0, which answers 412 and
 * rolls the claim back — and records the purchase. The code is mailed after the commit; it stays
 * in "Meine Gutscheine" either way. Sold out answers 409. With an idempotency key the purchase is
 * made at most once per key (a double click, a retry after a lost answer): a replay answers the
 * first purchase again and sends no second mail.
 */
export async function purchaseCoupon(
  deps: Deps,
  user: { id: number },
  offerId: number,
  idempotencyKey?: string,
): Promise<CouponPurchaseResult> {
  const now = deps.clock.now();
  const scope = idempotencyKey
    ? { userId: user.id, route: 'coupon-purchase', key: idempotencyKey, fingerprint: `offer:${offerId}`, now }
    : null;
  let mail: Parameters<typeof couponPurchaseMail>[0] | null = null;
  const outcome = await inTransaction(deps.db, (tx) =>
    runIdempotent(tx, scope, async (): Promise<CouponPurchaseResult> => {
      const { offer, code, purchase, buyer } = await buyInTransaction(tx, user, offerId, now);
      mail = {
        to: buyer.email,
        firstName: buyer.firstName,
        product: deps.config.PRODUCT_NAME,
        publicUrl: deps.config.publicUrl,
        partner: offer.partnerName,
        title: offer.title,
        valueCents: offer.valueCents,
        price: purchase.price,
        code: code.code,
      };
      return {
        purchase: {
          id: purchase.id,
          code: code.code,
          cancelledAt: null,
          offer: toOfferSummary(offer),
          price: purchase.price,
          createdAt: purchase.createdAt.toISOString(),
        },
        balance: buyer.premiumScore,
      };
    }),
  );
  if (!outcome.replayed && mail) await deps.mailer.send(couponPurchaseMail(mail));
  return outcome.response;
}

async function buyInTransaction(tx: Tx, user: { id: number }, offerId: number, now: Date) {
  const offer = await findOffer(tx, offerId);
  if (!offer?.isActive) throw new AppError('NOT_FOUND', REWARD_MESSAGES.offerNotFound);
  const code = await claimCouponCode(tx, offer.id, now);
  if (!code) throw new AppError('CONFLICT', REWARD_MESSAGES.soldOut);
  const outcome = await tryTransfer(tx, {
    debitAccountId: await userAccountId(tx, user.id),
    creditAccountId: await systemAccountId(tx, 'shop'),
    value: offer.price,
    type: 'PURCHASE',
    valueDate: now,
    comments: `Gutschein ${offer.partnerName}: ${offer.title}`,
    idempotencyKey: couponPurchaseKey(code.id),
  });
  if (outcome.status === 'insufficient') {
    throw new AppError('PRECONDITION_FAILED', REWARD_MESSAGES.notEnoughPoints, {
      balance: outcome.balance,
      price: offer.price,
    });
  }
  if (outcome.status === 'duplicate') throw new Error(`coupon code ${code.id} was paid for twice`);
  const purchase = await insertPurchase(tx, {
    offerId: offer.id,
    userId: user.id,
    codeId: code.id,
    price: offer.price,
    transferId: outcome.transfer.uuid,
    createdAt: now,
  });
  const buyer = await findBuyer(tx, user.id);
  if (!buyer) throw new Error(`buyer ${user.id} vanished`);
  return { offer, code, purchase, buyer };
}

/**
 * Withdraws the voucher paid by a PURCHASE transfer that staff are cancelling, inside the
 * cancellation's transaction (issue 8 §3): the member's purchase is marked cancelled, so
 * "Meine Gutscheine" shows it as cancelled without its code; the code stays assigned and is
 * never sold again. False when the transfer paid no voucher.
 */
export async function withdrawPurchaseOfTransfer(tx: Tx, transferUuid: string, now: Date): Promise<boolean> {
  return cancelPurchaseByTransfer(tx, transferUuid, now);
}

/** The user's bought vouchers with their codes, newest first; also after premium ended. */
export async function listMyCoupons(
  deps: Pick<Deps, 'db'>,
  user: { id: number },
  page: Page,
): Promise<{ count: number; results: CouponPurchase[] }> {
  const { count, rows } = await listPurchasesOfUser(deps.db, user.id, page);
  return {
    count,
    results: rows.map((row) => ({
      id: row.purchaseId,
      code: row.cancelledAt ? null : row.code,
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      offer: toOfferSummary(row),
      price: row.purchasePrice,
      createdAt: row.purchasedAt.toISOString(),
    })),
  };
}
