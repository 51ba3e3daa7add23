// The module's front door: what other modules may use.
export { couponOffersAdminRoutes } from './coupon-offers-admin.routes';
export { couponsRoutes } from './coupons.routes';
export { withdrawPurchaseOfTransfer } from './coupons.service';
