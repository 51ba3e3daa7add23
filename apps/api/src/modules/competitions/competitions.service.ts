import { type CompetitionType, PREMIUM_COMPETITION_SLUG } from '@apopunkt/domain/constants/engagement';
import { AppError } from '@apopunkt/domain/errors';
import { competitionKey, competitionProgress, periodState } from '@apopunkt/domain/rules/competitions';
import type { Competition, CompetitionBanner, CompetitionDetail } from '@apopunkt/domain/schemas/competitions';
import type { ProductPage } from '@apopunkt/domain/schemas/products';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { competitions } from '../../db/schema/engagement';
import type { ResolvedDeps } from '../../deps';
import { type AuthUser, assertAccess } from '../users';
import {
  type CompetitionForUserRow,
  competitionKeyWhere,
  competitionModulesFor,
  competitionsOfProduct,
  insertParticipation,
  listCompetitionsForUser,
  listRunningCompetitionsForUser,
  listRunningCompetitionsOfKind,
} from './competitions.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config'>;
export type Viewer = Pick<
  AuthUser,
  'id' | 'isPremium' | 'employeeVerified' | 'permissions' | 'isStaff' | 'isSuperuser'
>;

export const MESSAGES_COMPETITIONS = {
  notFound: 'Dieses Gewinnspiel gibt es nicht.',
  notRunning: 'Dieses Gewinnspiel läuft gerade nicht.',
  verifiedOnly:
    'An diesem Gewinnspiel können nur verifizierte Mitglieder teilnehmen. Bitte verifiziere zuerst deinen Arbeitsplatz.',
} as const;

function toCompetition(row: CompetitionForUserRow, viewer: Viewer): Competition {
  const c = row.competition;
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    bannerImage: c.bannerImage,
    thumbnailImage: c.thumbnailImage,
    isActive: c.isActive,
    isSpecial: c.isSpecial,
    startsAt: c.startsAt.toISOString(),
    endsAt: c.endsAt.toISOString(),
    competitionType: c.competitionType as CompetitionType,
    isOnlyForVerifiedUsers: c.isOnlyForVerifiedUsers,
    participation: row.joinedAt
      ? {
          progress: competitionProgress(c.competitionType as CompetitionType, {
            modulesTotal: row.modulesTotal,
            modulesPassed: row.modulesPassed,
            isVerified: viewer.employeeVerified,
          }),
          createdAt: row.joinedAt.toISOString(),
          hasAcceptedTos: row.hasAcceptedTos ?? false,
        }
      : null,
  };
}

/** `GET /v1/competitions`: the running competitions with the member's progress. */
export async function listCompetitions(
  deps: Deps,
  viewer: Viewer,
  query: { limit: number; order_by: '-visible_from' | 'visible_from' },
): Promise<{ results: Competition[] }> {
  const rows = await listRunningCompetitionsForUser(
    deps.db,
    { viewer, now: deps.clock.now(), limit: query.limit },
    query.order_by === '-visible_from',
  );
  return { results: rows.map((row) => toCompetition(row, viewer)) };
}

/** `GET /v1/competitions/banner`: the newest running competition of the kind asked for. */
export async function competitionBanner(deps: Deps, viewer: Viewer, isSpecial: boolean): Promise<CompetitionBanner> {
  const [row] = await listRunningCompetitionsOfKind(deps.db, { viewer, now: deps.clock.now(), limit: 1 }, isSpecial);
  const c = row?.competition;
  return {
    banner: c ? { id: c.id, slug: c.slug, bannerImage: c.bannerImage, thumbnailImage: c.thumbnailImage } : null,
  };
}

async function loadForViewer(db: Executor, deps: Deps, viewer: Viewer, idOrSlug: string) {
  const key = competitionKey(idOrSlug);
  const [row] = await listCompetitionsForUser(
    db,
    viewer.id,
    and(competitionKeyWhere(key), eq(competitions.isActive, true)),
    { limit: 1, newestFirst: true },
  );
  if (!row) throw new AppError('NOT_FOUND', MESSAGES_COMPETITIONS.notFound);
  if (row.competition.isOnlyForPremiumUsers || row.competition.slug === PREMIUM_COMPETITION_SLUG) {
    assertAccess(viewer as AuthUser, { premium: true }, deps.config.PRODUCT_NAME);
  }
  return row;
}

/** `GET /v1/competitions/{id}`: id, or 'premium' (also reached through 142). */
export async function getCompetition(deps: Deps, viewer: Viewer, idOrSlug: string): Promise<CompetitionDetail> {
  const row = await loadForViewer(deps.db, deps, viewer, idOrSlug);
  const c = row.competition;
  const moduleRows = await competitionModulesFor(deps.db, c, viewer.id);
  return {
    ...toCompetition(row, viewer),
    description: c.description,
    termsOfService: c.termsOfService,
    privacyPolicy: c.privacyPolicy,
    modules: moduleRows.map((m) => ({
      name: m.name,
      type: m.type,
      key: m.slug,
      isDone: m.isDone,
      passedBeforeStart: !m.isDone && m.passedBeforeStart,
    })),
  };
}

/**
 * `POST /v1/competitions/{id}/participation`: joins a running competition once (the primary
 * key keeps one row however many requests race; joining again answers the same participation).
 * Verified-only competitions refuse unverified members with a clear message.
 */
export async function joinCompetition(deps: Deps, viewer: Viewer, idOrSlug: string): Promise<CompetitionDetail> {
  const row = await loadForViewer(deps.db, deps, viewer, idOrSlug);
  const c = row.competition;
  const now = deps.clock.now();
  if (!row.joinedAt) {
    if (periodState(c, now) !== 'running') throw new AppError('PRECONDITION_FAILED', MESSAGES_COMPETITIONS.notRunning);
    if (c.isOnlyForVerifiedUsers && !viewer.employeeVerified) {
      throw new AppError('FORBIDDEN', MESSAGES_COMPETITIONS.verifiedOnly, { reason: 'VERIFICATION_REQUIRED' });
    }
    await insertParticipation(deps.db, { competitionId: c.id, userId: viewer.id, createdAt: now });
  }
  return getCompetition(deps, viewer, String(c.id));
}

/** The competitions a product page lists (spec §3 Product page). */
export async function productCompetitions(
  deps: Pick<ResolvedDeps, 'db'>,
  productId: number,
  now: Date,
  viewer: { isPremium: boolean; permissions?: readonly string[] },
): Promise<ProductPage['competitions']> {
  if (viewer.permissions && !viewer.permissions.includes('can_view_competitions')) return [];
  const rows = await competitionsOfProduct(deps.db, productId, now, viewer);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    thumbnailImage: r.thumbnailImage,
    endsAt: r.endsAt.toISOString(),
  }));
}
