import { COMPETITION_ID_ALIASES } from '@apopunkt/domain/constants/limits';
import { HOME_PATH, landingPath } from '@apopunkt/domain/rules/landing';
import { isSafeRedirect } from '@apopunkt/domain/rules/sign-in-redirect';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { firstBusinessPath } from '../../lib/business-nav';
import { queryClient } from '../../lib/query-client';
import { signedInUser } from '../../lib/session-lifecycle';
import { enforceRequirements, type RouteRequirements } from '../guards/route-guard';

const competitionId = (id: string) => COMPETITION_ID_ALIASES[id] ?? id;

/** /login → sign-in, keeping the query (redirect, referrer). */
export function loginRedirect({ request }: LoaderFunctionArgs) {
  return redirect(`${paths.SignIn.path}${new URL(request.url).search}`);
}

/** /profile → /account. */
export function profileRedirect({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return redirect(`${paths.Account.path}${url.search}${url.hash}`);
}

/** /competitions/{id} → /competition/{id} (with 142 → premium). */
export function competitionsAliasRedirect({ params }: LoaderFunctionArgs) {
  return redirect(paths.Competition.href(competitionId(params.id ?? '')));
}

/**
 * /competition/{id}: the guard, then id 142 becomes 'premium' (spec §9); an unknown or
 * premium-only competition leaves with a toast (competitionRedirect) instead of an error panel.
 */
export function competitionLoader(requires: RouteRequirements) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    await enforceRequirements(request, requires);
    const id = params.id ?? '';
    if (competitionId(id) !== id) throw redirect(paths.Competition.href(competitionId(id)));
    // The feature (and its schemas) load with the page, not with the entry (bundle budget).
    const { competitionRedirect } = await import('../../features/competitions');
    const away = await competitionRedirect(queryClient, id);
    if (away) throw redirect(away);
    return null;
  };
}

/** /loft/{slug}: a numeric slug is a product id; go to the real slug when the product has one. */
export function loftLoader(requires: RouteRequirements) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    await enforceRequirements(request, requires);
    const slug = params.slug ?? '';
    if (!/^\d+$/.test(slug)) return null;
    const { getProductSlug } = await import('../../features/loft');
    const realSlug = await getProductSlug(slug, request.signal);
    if (realSlug && realSlug !== slug) throw redirect(paths.Loft.href(realSlug));
    return null;
  };
}

/** /redirect?to=/path: a utility hop to an internal page (foreign hosts are never followed). */
export function utilityRedirect(requires: RouteRequirements) {
  return async ({ request }: LoaderFunctionArgs) => {
    await enforceRequirements(request, requires);
    const to = new URL(request.url).searchParams.get('to');
    return redirect(isSafeRedirect(to) ? to : paths.Home.path);
  };
}

/**
 * `/`: Home for members; a manager or field-service user goes to the dashboard of their work
 * (domain rules/landing.ts, issue 36 §9), before Home's data is asked for; a member's Home waits
 * for what its first paint holds (the popup, see guard's `firstPaint`).
 */
export function homeLoader(
  requires: RouteRequirements,
  prefetch: () => Promise<void>,
  firstPaint: () => Promise<void>,
) {
  return async ({ request }: LoaderFunctionArgs) => {
    await enforceRequirements(request, requires);
    const landing = landingPath(signedInUser());
    if (landing !== HOME_PATH) throw redirect(landing);
    const prefetching = prefetch();
    await firstPaint();
    if (import.meta.env.SSR) await prefetching;
    return null;
  };
}

/** /business → the first business page this user may see. */
export function businessIndexRedirect(requires: RouteRequirements) {
  return async ({ request }: LoaderFunctionArgs) => {
    await enforceRequirements(request, requires);
    return redirect(firstBusinessPath(signedInUser()) ?? paths.Home.path);
  };
}

/** /business/admin → its dashboard (staff only). */
export function adminIndexRedirect(requires: RouteRequirements) {
  return async ({ request }: LoaderFunctionArgs) => {
    await enforceRequirements(request, requires);
    return redirect(paths.AdminDashboard.path);
  };
}
