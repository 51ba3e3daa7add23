import { landingPath } from './landing';

export { BUSINESS_PRODUCTS_PATH, HOME_PATH } from './landing';

/** Only same-origin paths are followed, so a crafted link cannot send users elsewhere. */
export function isSafeRedirect(value: string | null | undefined): value is string {
  return !!value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * Where a user goes after sign-in (spec §2): the redirect query if present; otherwise the user's
 * landing page (landing.ts: a manager's products, field service's training pages, else Home).
 */
export function signInRedirectTarget(
  user: { job: string | null; subscriptions: readonly { type: string }[] },
  redirect?: string | null,
): string {
  if (isSafeRedirect(redirect)) return redirect;
  return landingPath(user);
}
