// The feature's front door: what other features, routes and the app may use.
export { CouponShop } from './components/coupon-shop';
export { MyCoupons } from './components/my-coupons';
