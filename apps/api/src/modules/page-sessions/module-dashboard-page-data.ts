import { hasBusinessAccess } from '@apopunkt/domain/policies';
import { analyticsQuerySchema } from '@apopunkt/domain/schemas/business';
import type { ModuleDashboardPageData } from '@apopunkt/domain/schemas/member-page-worker';
import type { ResolvedDeps } from '../../deps';
import { getModuleAnalytics, getModuleStatistics, getModuleUsage } from '../business';
import { getModuleRatings } from '../module-ratings';
import { asJson, type DrawnFor, drawnPageBase } from './member-page-data';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config'>;

/**
 * What a module's dashboard is drawn from (the whole runtime): the answers its four calls would get,
 * read from the services those routes call, with the person the page session names. The services
 * check that the module is the manufacturer's and the subscription: another's module, an unknown
 * one or a missing subscription fails, and the visitor gets the plain page (whose app then shows
 * the same refusal as without the drawing).
 */
export async function loadModuleDashboardData(
  deps: Deps,
  member: DrawnFor,
  slug: string,
): Promise<ModuleDashboardPageData> {
  const { user } = member;
  const wholeRuntime = null;
  const [statistics, usage, analytics, ratings] = await Promise.all([
    getModuleStatistics(deps, user, slug, wholeRuntime),
    getModuleUsage(deps, user, slug, wholeRuntime),
    getModuleAnalytics(deps, user, slug, analyticsQuerySchema.parse({}).variant, wholeRuntime),
    // The app asks for the ratings only when the person may see them (feature 13, staff).
    hasBusinessAccess(user, 'FEATURE_DASHBOARD_MODULE_RATING') ? getModuleRatings(deps, user, slug) : null,
  ]);
  return asJson({
    kind: 'moduleDashboard',
    ...drawnPageBase(deps, member),
    slug,
    statistics,
    usage,
    analytics,
    ratings,
  }) as ModuleDashboardPageData;
}
