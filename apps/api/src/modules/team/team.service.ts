import { TEAM_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { summariseTrainingPoints } from '@apopunkt/domain/rules/training-points';
import { maskSmall, type PeopleCount } from '@apopunkt/domain/schemas/business';
import type {
  MyRecommendations,
  RecommendationBody,
  Team,
  TeamMember,
  TeamRecommendation,
} from '@apopunkt/domain/schemas/team';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { loadVisibleModule } from '../learning-modules';
import { teamVisibleUserIds } from '../member-consents';
import type { AuthUser } from '../users';
import {
  countCertificates,
  countPasses,
  countRecommendationsSince,
  findVerifiedPharmacyOf,
  listAttendedPoints,
  listPassesOf,
  listRecommendationsOf,
  listVerifiedMembers,
  lockRecommendationsOf,
  type RecommendationRow,
  upsertRecommendation,
} from './team.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;

/** Recommendations one owner may make (or renew) in 24 hours. */
export const RECOMMENDATIONS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A count of people for the owner: 0 when none, "< 5" under five. */
function peopleCount(n: number): PeopleCount {
  return n === 0 ? 0 : maskSmall(n);
}

/** The pharmacy of an owner: a PHO verified at a pharmacy; everyone else 403. */
async function ownersPharmacy(db: Executor, user: AuthUser) {
  const pharmacy = user.job === 'PHO' && user.employeeVerified ? await findVerifiedPharmacyOf(db, user.id) : null;
  if (!pharmacy) throw new AppError('FORBIDDEN', TEAM_ERRORS.ownersOnly);
  return pharmacy;
}

function ownerName(row: RecommendationRow): string {
  return row.ownerFirstName ? `${row.ownerFirstName} ${row.ownerLastName ?? ''}`.trim() : 'deiner Apothekenleitung';
}

/**
 * Members first whose Fortbildungspunkte need attention: not yet at 100 before those who are,
 * then those with nothing to lose (no points) or whose points fall out soonest, then the most missing.
 */
function byUrgency(a: TeamMember, b: TeamMember): number {
  const pa = a.trainingPoints;
  const pb = b.trainingPoints;
  if (pa.reached !== pb.reached) return pa.reached ? 1 : -1;
  const ea = pa.nextExpiry?.date ?? '';
  const eb = pb.nextExpiry?.date ?? '';
  if (ea !== eb) return ea.localeCompare(eb);
  return pb.missing - pa.missing;
}

/**
 * `GET /v1/team`: the owner's pharmacy with its verified members who consented to
 * TEAM_VISIBILITY (modules passed, certificates, Fortbildungspunkte towards 100 in three years,
 * sorted by urgency), the others only as a count, and the recommendations with who passed them.
 * Never answers, attempts or scores of a member.
 */
export async function getTeam(deps: Deps, user: AuthUser): Promise<Team> {
  const pharmacy = await ownersPharmacy(deps.db, user);
  const now = deps.clock.now();
  const everyone = await listVerifiedMembers(deps.db, pharmacy.id, user.id);
  const visible = await teamVisibleUserIds(
    deps.db,
    everyone.map((m) => m.userId),
  );
  const shown = everyone.filter((m) => visible.has(m.userId));
  const shownIds = shown.map((m) => m.userId);
  const [passes, certificates, attended, recommendations] = await Promise.all([
    countPasses(deps.db, shownIds),
    countCertificates(deps.db, shownIds),
    listAttendedPoints(deps.db, shownIds),
    listRecommendationsOf(deps.db, pharmacy.id),
  ]);
  const passedOf = await listPassesOf(
    deps.db,
    everyone.map((m) => m.userId),
    recommendations.map((r) => r.moduleId),
  );
  const members = shown.map((m): TeamMember => {
    const summary = summariseTrainingPoints(
      attended.filter((a) => a.userId === m.userId),
      now,
    );
    return {
      id: m.userId,
      firstName: m.firstName,
      lastName: m.lastName,
      job: m.job,
      modulesPassed: passes.find((p) => p.userId === m.userId)?.n ?? 0,
      certificates: certificates.find((c) => c.userId === m.userId)?.n ?? 0,
      trainingPoints: {
        goal: summary.goal,
        points: summary.points,
        missing: summary.missing,
        percent: summary.percent,
        reached: summary.reached,
        nextExpiry: summary.expiries[0] ?? null,
      },
    };
  });
  return {
    pharmacy,
    members: members.sort(byUrgency),
    withoutConsent: peopleCount(everyone.length - shown.length),
    recommendations: recommendations.map((r): TeamRecommendation => {
      const passers = new Set(passedOf.filter((p) => p.moduleId === r.moduleId).map((p) => p.userId));
      return {
        moduleSlug: r.moduleSlug,
        moduleName: r.moduleName,
        message: r.message,
        recommendedBy: ownerName(r),
        recommendedAt: r.recommendedAt.toISOString(),
        passedBy: shown
          .filter((m) => passers.has(m.userId))
          .map((m) => ({ firstName: m.firstName, lastName: m.lastName })),
        passedWithoutConsent: peopleCount(
          everyone.filter((m) => !visible.has(m.userId) && passers.has(m.userId)).length,
        ),
      };
    }),
  };
}

/**
 * `POST /v1/team/recommendations`: the owner recommends a module they may see themselves (else
 * 404, as for a module that does not exist) to the own pharmacy; at most RECOMMENDATIONS_PER_DAY
 * in 24 hours (429). Recommending a module again renews it. No points move.
 */
export async function recommendModule(
  deps: Deps,
  user: AuthUser,
  body: RecommendationBody,
): Promise<TeamRecommendation> {
  const pharmacy = await ownersPharmacy(deps.db, user);
  const now = deps.clock.now();
  const module = await loadVisibleModule(deps.db, user, now, { slug: body.moduleSlug });
  await inTransaction(deps.db, async (tx) => {
    await lockRecommendationsOf(tx, user.id);
    const recent = await countRecommendationsSince(tx, user.id, new Date(now.getTime() - DAY_MS));
    if (recent >= RECOMMENDATIONS_PER_DAY) {
      throw new AppError('RATE_LIMITED', TEAM_ERRORS.tooManyRecommendations(RECOMMENDATIONS_PER_DAY));
    }
    await upsertRecommendation(tx, {
      organisationId: pharmacy.id,
      moduleId: module.id,
      recommendedById: user.id,
      message: body.message ? body.message : null,
      recommendedAt: now,
    });
  });
  const team = await getTeam(deps, user);
  const made = team.recommendations.find((r) => r.moduleSlug === module.slug);
  if (!made) throw new Error('the recommendation just written is missing');
  return made;
}

/**
 * `GET /v1/me/recommendations`: what the owner of the member's pharmacy recommended, of modules
 * the member may see, newest first; nothing for anyone not verified at a pharmacy.
 */
export async function myRecommendations(deps: Deps, user: AuthUser): Promise<MyRecommendations> {
  if (!user.employeeVerified) return { results: [] };
  const pharmacy = await findVerifiedPharmacyOf(deps.db, user.id);
  if (!pharmacy) return { results: [] };
  const now = deps.clock.now();
  const rows = await listRecommendationsOf(deps.db, pharmacy.id, 20);
  const results = [];
  for (const row of rows) {
    try {
      await loadVisibleModule(deps.db, user, now, { id: row.moduleId });
    } catch (err) {
      if (err instanceof AppError && err.status === 404) continue;
      throw err;
    }
    results.push({
      moduleSlug: row.moduleSlug,
      moduleName: row.moduleName,
      message: row.message,
      recommendedBy: ownerName(row),
      recommendedAt: row.recommendedAt.toISOString(),
    });
  }
  return { results };
}
