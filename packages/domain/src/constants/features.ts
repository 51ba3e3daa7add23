/** Feature identifiers (spec §3). */
export const FEATURES = {
  ACCOUNT: 1,
  FEATURE_DASHBOARD_MODULES: 11,
  FEATURE_DASHBOARD_CFR: 12,
  FEATURE_DASHBOARD_MODULE_RATING: 13,
} as const;
export type FeatureName = keyof typeof FEATURES;

/** Subscription types a customer can hold (DESIGN §4). */
export const SUBSCRIPTION_TYPES = [
  'FEATURE_DASHBOARD_MODULES',
  'FEATURE_DASHBOARD_CFR',
  'FEATURE_DASHBOARD_MODULE_RATING',
] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** Result markers (spec §3). */
export const OTP_REQUIRED = 'OTP_REQUIRED';
export const NO_DATA = 'NO_DATA';
