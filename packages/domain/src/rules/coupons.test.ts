import { describe, expect, it } from 'vitest';
import { formatEuroCents, isCouponRedeemable } from './coupons';

describe('coupon rules', () => {
  it('formats euro cents the German way', () => {
    expect(formatEuroCents(2500)).toBe('25,00\u00a0€');
    expect(formatEuroCents(1999)).toBe('19,99\u00a0€');
  });
  it('is redeemable with enough points and stock', () => {
    expect(isCouponRedeemable({ price: 100, available: 1 }, 100)).toBe(true);
    expect(isCouponRedeemable({ price: 100, available: 1 }, 99)).toBe(false);
    expect(isCouponRedeemable({ price: 100, available: 0 }, 500)).toBe(false);
  });
});
