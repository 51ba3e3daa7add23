import { MESSAGES } from '@apopunkt/domain/messages';
import { type RouteRequirements, routeAccess } from '@apopunkt/domain/rules/route-access';
import { type LoaderFunctionArgs, redirect, replace } from 'react-router';
import { paths, signInHref } from '../../config/paths';
import { notify } from '../../lib/notify';
import { productMessage } from '../../lib/product-message';
import { currentProductName } from '../../lib/query-client';
import { ensureFreshSession, signedInUser } from '../../lib/session-lifecycle';
import { committedLocation, pendingHash } from './committed-location';

export type { RouteRequirements };

/** Extra data the router keeps on a route: its requirements and header hints. */
export interface RouteHandle {
  requires?: RouteRequirements;
  /** The header shows a back button (Competition and Play pages, spec §2). */
  back?: boolean;
  /** Legal and help pages: readable by everybody, no terms dialog over them. */
  legal?: boolean;
  /** Heading and explanation of a page whose content follows in a later release. */
  page?: { title: string; description: string };
}

/** The full address asked for, with its #hash (spec §8: sign-in brings the user back to it). */
function pathOf(url: URL): string {
  return `${url.pathname}${url.search}${url.hash || pendingHash(url.pathname)}`;
}

/** Blocks a navigation: back to the page the user is on, or Home when this was the first page. */
function stay(target: string): Response {
  const current = committedLocation();
  if (current && current.split('#')[0] !== target.split('#')[0]) return replace(current);
  return redirect(paths.Home.path);
}

/**
 * Applies spec §8 to one navigation. Returns nothing when allowed, otherwise throws the redirect:
 * sign-in with the full path as `redirect`, Home, back where the user came from (with a toast),
 * or become-premium.
 */
export async function enforceRequirements(request: Request, requires: RouteRequirements): Promise<void> {
  await ensureFreshSession();
  const target = pathOf(new URL(request.url));
  switch (routeAccess(signedInUser(), requires)) {
    case 'ok':
      return;
    case 'sign-in':
      throw redirect(signInHref(target));
    case 'home':
      throw redirect(paths.Home.path);
    case 'no-access':
      notify.error(MESSAGES.noAccess, { id: 'no-access' });
      throw stay(target);
    case 'premium-required':
      notify.info(productMessage('premiumRequired', currentProductName()), { id: 'premium-required' });
      throw redirect(paths.BecomePremium.path);
    case 'already-premium':
      notify.info(productMessage('alreadyPremium', currentProductName()), { id: 'already-premium' });
      throw stay(target);
  }
}

/**
 * Route props for a guarded route: spread into a route object, e.g.
 * `{ path: paths.Coupons.path, ...guard({ permission: CAN_VIEW_COUPONS, premium: true }), lazy }`.
 */
export function guard(
  requires: RouteRequirements,
  handle: Omit<RouteHandle, 'requires'> = {},
  /**
   * Started once the requirements are met, e.g. the page's data while its code loads: not awaited
   * in the browser, awaited on the server, where the data the API passed in is in the cache already
   * (prerender/render-member-page.tsx), so nothing is fetched.
   */
  prefetch?: () => Promise<void>,
  /**
   * Awaited in the browser too, after the requirements: what the page's first paint must hold
   * (Home's popup, issue 36: it opened a moment after the page). The progress bar shows meanwhile.
   */
  firstPaint?: () => Promise<void>,
) {
  return {
    handle: { ...handle, requires } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await enforceRequirements(request, requires);
      const prefetching = prefetch?.();
      await firstPaint?.();
      if (import.meta.env.SSR) await prefetching;
      return null;
    },
  };
}

/** Does any matched route need a signed-in user? (Session end sends the user to sign-in only then.) */
export function matchesNeedSignIn(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const requires = (match.handle as RouteHandle | undefined)?.requires;
    return !!requires && routeAccess(null, requires) === 'sign-in';
  });
}
