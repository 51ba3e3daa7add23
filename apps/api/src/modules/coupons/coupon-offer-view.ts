import type { CouponOfferSummary } from '@apopunkt/domain/schemas/coupons';
import type { OfferRow } from './coupons.repository';

/** The offer as every coupon answer shows it; `value` in euro cents, `logo` left out when missing. */
export function toOfferSummary(row: OfferRow): CouponOfferSummary {
  return {
    id: row.id,
    partner: {
      name: row.partnerName,
      ...(row.partnerLogo ? { logo: row.partnerLogo } : {}),
      shortDescription: row.partnerShortDescription,
    },
    title: row.title,
    description: row.description,
    value: row.valueCents,
    price: row.price,
  };
}
