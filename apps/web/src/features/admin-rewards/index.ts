// The feature's front door: what other features, routes and the app may use.
export { BenefitRequestsAdmin } from './components/benefit-requests-admin';
export { CampaignCodesAdmin } from './components/campaign-codes-admin';
export { CouponDashboard } from './components/coupon-dashboard';
