import type { ModuleRatings } from '../schemas/business';

/** A module's ratings as the business area shows them: the average to one decimal, every star count (1–5), the comments. */
export function summariseRatings(
  distribution: { stars: number; count: number }[],
  comments: ModuleRatings['comments'],
): ModuleRatings {
  const count = distribution.reduce((sum, d) => sum + d.count, 0);
  const sum = distribution.reduce((total, d) => total + d.stars * d.count, 0);
  return {
    average: count > 0 ? Math.round((sum / count) * 10) / 10 : null,
    count,
    distribution: [1, 2, 3, 4, 5].map((stars) => ({
      stars,
      count: distribution.find((d) => d.stars === stars)?.count ?? 0,
    })),
    comments,
  };
}
