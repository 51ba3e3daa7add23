import { type BenefitRequestFilter, REWARD_MESSAGES } from '@apopunkt/domain/constants/rewards';
import { AppError } from '@apopunkt/domain/errors';
import { canSetBenefitStatus } from '@apopunkt/domain/rules/benefit-requests';
import type {
  AdminBenefit,
  AdminBenefitRequest,
  CreateBenefitBody,
  DecideBenefitRequestBody,
  PatchBenefitBody,
} from '@apopunkt/domain/schemas/benefits';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { recordStaffChange } from '../audit-log';
import { benefitDecisionMail } from './benefit-mails';
import { toBenefitRequest } from './benefit-request-view';
import {
  countRequestsForStaff,
  insertBenefit,
  listBenefitsForStaff,
  listRequestsForStaff,
  lockRequestWithUser,
  type StaffRequestRow,
  saveDecision,
  updateBenefit,
} from './benefits-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'mailer' | 'config'>;
type Page = { limit: number; offset: number };

function toAdminRequest(row: StaffRequestRow): AdminBenefitRequest {
  return {
    ...toBenefitRequest(row),
    user: { id: row.userId, firstName: row.userFirstName, lastName: row.userLastName, email: row.userEmail },
  };
}

/** Staff's queue of benefit requests, oldest first, optionally of one status or the pending ones. */
export async function listBenefitRequestsForStaff(
  deps: Pick<Deps, 'db'>,
  query: Page & { status?: BenefitRequestFilter },
) {
  const { count, rows } = await listRequestsForStaff(deps.db, query);
  return { count, results: rows.map(toAdminRequest) };
}

/** The admin dashboard's queue: the requests still to work on, counted as the list counts them. */
export function countPendingBenefitRequests(deps: Pick<Deps, 'db'>): Promise<number> {
  return countRequestsForStaff(deps.db, 'pending');
}

/**
 * Records staff's decision on a request (row-locked, so two staff members cannot send the user
 * contradicting answers) and mails the user after the commit. Decisions only move forward
 * (rules/benefit-requests): a rejected or fulfilled request answers 409.
 */
export async function decideBenefitRequest(
  deps: Deps,
  actor: { id: number },
  requestId: number,
  body: DecideBenefitRequestBody,
): Promise<AdminBenefitRequest> {
  const now = deps.clock.now();
  const decided = await inTransaction(deps.db, async (tx) => {
    const row = await lockRequestWithUser(tx, requestId);
    if (!row) throw new AppError('NOT_FOUND', REWARD_MESSAGES.benefitRequestNotFound);
    if (!canSetBenefitStatus(row.status, body.status)) {
      throw new AppError('CONFLICT', REWARD_MESSAGES.benefitRequestFinal, { status: row.status });
    }
    const note = body.note === undefined ? row.note : body.note || null;
    await saveDecision(tx, requestId, { status: body.status, note, decidedById: actor.id, decidedAt: now });
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'benefit-request.decide',
      entityType: 'benefit-request',
      entityId: requestId,
      before: { status: row.status, note: row.note },
      after: { status: body.status, note },
    });
    return { ...row, status: body.status, note, decidedAt: now, updatedAt: now };
  });
  await deps.mailer.send(
    benefitDecisionMail({
      to: decided.userEmail,
      firstName: decided.userFirstName,
      product: deps.config.PRODUCT_NAME,
      publicUrl: deps.config.publicUrl,
      benefit: decided.benefitTitle,
      status: body.status,
      note: decided.note,
    }),
  );
  return toAdminRequest(decided);
}

type StaffBenefitRow = Awaited<ReturnType<typeof listBenefitsForStaff>>['rows'][number];

function toAdminBenefit({ benefit, openRequests }: StaffBenefitRow): AdminBenefit {
  return {
    id: benefit.id,
    title: benefit.title,
    description: benefit.description,
    image: benefit.image,
    isActive: benefit.isActive,
    position: benefit.position,
    openRequests,
    createdAt: benefit.createdAt.toISOString(),
  };
}

async function loadAdminBenefit(deps: { db: Executor }, id: number): Promise<AdminBenefit> {
  const { rows } = await listBenefitsForStaff(deps.db, { limit: 1, offset: 0, id });
  if (!rows[0]) throw new AppError('NOT_FOUND', REWARD_MESSAGES.benefitNotFound);
  return toAdminBenefit(rows[0]);
}

/** Every benefit for staff with its pending requests. */
export async function listBenefitsAsStaff(deps: Pick<Deps, 'db'>, page: Page) {
  const { count, rows } = await listBenefitsForStaff(deps.db, page);
  return { count, results: rows.map(toAdminBenefit) };
}

/** Adds a benefit to the benefits world (active unless said otherwise). */
export async function createBenefit(deps: Pick<Deps, 'db' | 'clock'>, actor: { id: number }, body: CreateBenefitBody) {
  const id = await inTransaction(deps.db, async (tx) => {
    const created = await insertBenefit(tx, { ...body, image: body.image ?? null, createdById: actor.id });
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'benefit.create',
      entityType: 'benefit',
      entityId: created,
      after: body,
    });
    return created;
  });
  return loadAdminBenefit(deps, id);
}

/** Changes or deactivates a benefit; its requests stay. */
export async function patchBenefit(
  deps: Pick<Deps, 'db' | 'clock'>,
  actor: { id: number },
  id: number,
  body: PatchBenefitBody,
) {
  await inTransaction(deps.db, async (tx) => {
    const before = await loadAdminBenefit({ db: tx }, id);
    if (!(await updateBenefit(tx, id, body))) throw new AppError('NOT_FOUND', REWARD_MESSAGES.benefitNotFound);
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'benefit.update',
      entityType: 'benefit',
      entityId: id,
      before,
      after: body,
    });
  });
  return loadAdminBenefit(deps, id);
}
