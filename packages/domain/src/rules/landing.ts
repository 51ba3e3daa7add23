import { isCustomerJob } from '../constants/jobs';

export const HOME_PATH = '/';
export const BUSINESS_PRODUCTS_PATH = '/business/products';
export const BUSINESS_TRAINING_PATH = '/business/training-modules';

interface LandingUser {
  job: string | null;
  subscriptions: readonly { type: string }[];
}

/**
 * Where a signed-in user's work is (spec §2 sign-in rule, issue 36 §9): a customer (manager, field
 * service, regional manager) with the dashboard-modules subscription lands on BusinessProducts, one
 * with the field-service subscription on the training pages; everyone else on Home. Used after
 * sign-in and when `/` is opened.
 */
export function landingPath(user: LandingUser | null | undefined): string {
  if (!user || !isCustomerJob(user.job)) return HOME_PATH;
  const has = (type: string) => user.subscriptions.some((s) => s.type === type);
  if (has('FEATURE_DASHBOARD_MODULES')) return BUSINESS_PRODUCTS_PATH;
  if (has('FEATURE_DASHBOARD_CFR')) return BUSINESS_TRAINING_PATH;
  return HOME_PATH;
}
