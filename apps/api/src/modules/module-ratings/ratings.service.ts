import { BUSINESS_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { summariseRatings } from '@apopunkt/domain/rules/ratings';
import type { ModuleRatings, MyRating, RatingBody } from '@apopunkt/domain/schemas/business';
import type { ResolvedDeps } from '../../deps';
import { loadOwnModule } from '../business';
import { loadVisibleModule } from '../learning-modules';
import type { AuthUser } from '../users';
import { findRating, hasPassed, latestComments, ratingDistribution, upsertRating } from './ratings.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/**
 * The module a member rates: one they may see now, else 404 exactly like `GET /v1/modules/{slug}`
 * (the module page's own rule), so the rating calls cannot probe for hidden or Rx modules.
 */
function ratedModule(deps: Deps, user: AuthUser, slug: string) {
  return loadVisibleModule(deps.db, user, deps.clock.now(), { slug });
}

/** `GET /v1/modules/{slug}/rating`: whether the member may rate (passed) and their rating. */
export async function getMyRating(deps: Deps, user: AuthUser, slug: string): Promise<MyRating> {
  const module = await ratedModule(deps, user, slug);
  const [passed, rating] = await Promise.all([
    hasPassed(deps.db, user.id, module.id),
    findRating(deps.db, user.id, module.id),
  ]);
  return { canRate: passed, rating: rating && { ...rating, updatedAt: rating.updatedAt.toISOString() } };
}

/**
 * `PUT /v1/modules/{slug}/rating`: a member rates a module they passed with 1–5 stars and an
 * optional comment; rating again changes the one rating.
 */
export async function rateModule(deps: Deps, user: AuthUser, slug: string, body: RatingBody): Promise<MyRating> {
  const module = await ratedModule(deps, user, slug);
  if (!(await hasPassed(deps.db, user.id, module.id))) {
    throw new AppError('CONFLICT', BUSINESS_ERRORS.rateAfterPassing);
  }
  const comment = body.comment?.trim() ? body.comment.trim() : null;
  const rating = await upsertRating(deps.db, {
    userId: user.id,
    moduleId: module.id,
    stars: body.stars,
    comment,
    at: deps.clock.now(),
  });
  return { canRate: true, rating: { ...rating, updatedAt: rating.updatedAt.toISOString() } };
}

/** `GET /v1/business/modules/{slug}/ratings` (feature 13): average, distribution and comments. */
export async function getModuleRatings(deps: Deps, user: AuthUser, slug: string): Promise<ModuleRatings> {
  const module = await loadOwnModule(deps, user, slug, 'FEATURE_DASHBOARD_MODULE_RATING');
  const [distribution, comments] = await Promise.all([
    ratingDistribution(deps.db, module.id),
    latestComments(deps.db, module.id),
  ]);
  return summariseRatings(
    distribution,
    comments.map((c) => ({ stars: c.stars, comment: c.comment ?? '', updatedAt: c.updatedAt.toISOString() })),
  );
}
