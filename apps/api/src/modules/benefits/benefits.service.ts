import { REWARD_MESSAGES } from '@apopunkt/domain/constants/rewards';
import { AppError } from '@apopunkt/domain/errors';
import { canRequestBenefit } from '@apopunkt/domain/rules/benefit-requests';
import type { Benefit, BenefitRequest, CreateBenefitRequestBody } from '@apopunkt/domain/schemas/benefits';
import type { ResolvedDeps } from '../../deps';
import { toBenefitRequest, toRequestState } from './benefit-request-view';
import {
  findBenefit,
  findRequest,
  insertBenefitRequest,
  latestRequestsOf,
  listActiveBenefits,
  listRequestsOfUser,
} from './benefits.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
type Page = { limit: number; offset: number };

/**
 * The benefits world for one user: active benefits in the editors' order, each with the user's
 * latest request, so the page shows "angefragt", "genehmigt" ... and offers a new request only
 * when nothing is pending.
 */
export async function listBenefits(
  deps: Deps,
  user: { id: number },
  page: Page,
): Promise<{ count: number; results: Benefit[] }> {
  const { count, rows } = await listActiveBenefits(deps.db, page);
  const latest = await latestRequestsOf(
    deps.db,
    user.id,
    rows.map((b) => b.id),
  );
  const byBenefit = new Map(latest.map((r) => [r.benefitId, toRequestState(r)]));
  return {
    count,
    results: rows.map((b) => {
      const latestRequest = byBenefit.get(b.id) ?? null;
      return {
        id: b.id,
        title: b.title,
        description: b.description,
        image: b.image,
        latestRequest,
        canRequest: canRequestBenefit(latestRequest),
      };
    }),
  };
}

/**
 * Asks for a benefit. One pending (open or approved) request per user and benefit, enforced by
 * a partial unique index, so a double click or a second tab answers 409 instead of a duplicate.
 */
export async function requestBenefit(
  deps: Deps,
  user: { id: number },
  benefitId: number,
  body: CreateBenefitRequestBody,
): Promise<BenefitRequest> {
  const benefit = await findBenefit(deps.db, benefitId);
  if (!benefit?.isActive) throw new AppError('NOT_FOUND', REWARD_MESSAGES.benefitNotFound);
  const id = await insertBenefitRequest(deps.db, {
    benefitId,
    userId: user.id,
    message: body.message || null,
    createdAt: deps.clock.now(),
  });
  if (id === null) throw new AppError('CONFLICT', REWARD_MESSAGES.benefitRequestPending);
  const row = await findRequest(deps.db, id);
  if (!row) throw new Error(`benefit request ${id} vanished`);
  return toBenefitRequest(row);
}

/** The user's requests with their status and staff's notes, newest first. */
export async function listMyBenefitRequests(deps: Deps, user: { id: number }, page: Page) {
  const { count, rows } = await listRequestsOfUser(deps.db, user.id, page);
  return { count, results: rows.map(toBenefitRequest) };
}
