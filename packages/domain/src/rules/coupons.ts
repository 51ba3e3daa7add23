const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** A voucher's face value (stored in euro cents) as German text: 2500 → "25,00 €". */
export function formatEuroCents(cents: number): string {
  return EURO.format(cents / 100);
}

/** The shop lets a user buy when the points cover the price and a code is in stock. */
export function isCouponRedeemable(offer: { price: number; available: number }, balance: number): boolean {
  return offer.available > 0 && balance >= offer.price;
}

/** The ledger's idempotency key of a purchase: each voucher code is paid for once. */
export function couponPurchaseKey(codeId: number): string {
  return `coupon:${codeId}`;
}
