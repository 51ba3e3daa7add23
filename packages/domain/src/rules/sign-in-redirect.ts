import { isCustomerJob } from '../constants/jobs';

export const HOME_PATH = '/';
export const BUSINESS_PRODUCTS_PATH = '/business/products';

/** Only same-origin paths are followed, so a crafted link cannot send users elsewhere. */
export function isSafeRedirect(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * Where a user goes after sign-in (spec §2): the redirect query if present; otherwise a customer
 * with the dashboard-modules subscription goes to BusinessProducts and everyone else Home.
 */
export function signInRedirectTarget(
  user: { job: string | null; subscriptions: readonly { type: string }[] },
  redirect?: string | null,
): string {
  if (isSafeRedirect(redirect)) return redirect;
  const hasModulesDashboard = user.subscriptions.some((s) => s.type === 'FEATURE_DASHBOARD_MODULES');
  return isCustomerJob(user.job) && hasModulesDashboard ? BUSINESS_PRODUCTS_PATH : HOME_PATH;
}
