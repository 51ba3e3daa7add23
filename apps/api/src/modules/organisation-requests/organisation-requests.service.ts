import { ACCOUNT_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type {
  AdminOrganisationRequest,
  OrganisationRequestApprovalBody,
  OrganisationRequestListQuery,
} from '@apopunkt/domain/schemas/organisation-requests';
import type { Tx } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { presentOrganisation } from '../../presenters/organisation';
import { recordStaffChange } from '../audit-log';
import type { MailMessage } from '../mail';
import { changeWorkplace, findSelectableOrganisation } from '../organisations';
import { requestApprovedMail, requestRejectedMail } from './organisation-request-mails';
import {
  findRequester,
  findRequestView,
  insertVerifiedOrganisation,
  listRequests,
  lockRequest,
  type RequestRow,
  type RequestView,
  recordDecision,
} from './organisation-requests.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config' | 'mailer'>;

function toAdminRequest({ request, user, organisation }: RequestView): AdminOrganisationRequest {
  return {
    id: request.id,
    name: request.name,
    street: request.street,
    zip: request.zip,
    city: request.city,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
    decidedAt: request.decidedAt?.toISOString() ?? null,
    rejectionReason: request.rejectionReason,
    organisation: organisation ? presentOrganisation(organisation) : null,
    user: user,
  };
}

/** 'Organisations-Anfragen': requests by status, oldest first. */
export async function listOrganisationRequests(
  deps: Pick<ResolvedDeps, 'db'>,
  query: Required<Pick<OrganisationRequestListQuery, 'status'>> & { limit: number; offset: number },
): Promise<{ count: number; results: AdminOrganisationRequest[] }> {
  const { count, rows } = await listRequests(deps.db, query);
  return { count, results: rows.map(toAdminRequest) };
}

async function loadRequest(deps: Pick<ResolvedDeps, 'db'>, id: number): Promise<AdminOrganisationRequest> {
  const view = await findRequestView(deps.db, id);
  if (!view) throw new AppError('NOT_FOUND', ACCOUNT_ERRORS.requestNotFound);
  return toAdminRequest(view);
}

/** Locks a request staff decide on: 404 when unknown, 409 when someone decided it already. */
async function lockPendingRequest(tx: Tx, id: number): Promise<RequestRow> {
  const request = await lockRequest(tx, id);
  if (!request) throw new AppError('NOT_FOUND', ACCOUNT_ERRORS.requestNotFound);
  if (request.status !== 'pending') throw new AppError('CONFLICT', ACCOUNT_ERRORS.requestDecided);
  return request;
}

/**
 * Staff approve a request for a missing workplace: a verified organisation is created from it
 * (with the fields staff corrected) or, with `organisationId`, the request is linked to one that
 * exists already. If the request is still the user's workplace, the user now works at that
 * organisation (unverified until the letter or staff confirm it). The user gets a mail.
 */
export async function approveOrganisationRequest(
  deps: Deps,
  actor: { id: number },
  id: number,
  body: OrganisationRequestApprovalBody,
): Promise<AdminOrganisationRequest> {
  const now = deps.clock.now();
  const mail = await inTransaction(deps.db, async (tx): Promise<MailMessage | null> => {
    const request = await lockPendingRequest(tx, id);
    const { name, street, zip, city } = { ...request, ...body };
    const organisation =
      body.organisationId !== undefined
        ? await findSelectableOrganisation(tx, body.organisationId)
        : {
            id: await insertVerifiedOrganisation(tx, { name, street, zip, city, type: body.type ?? 'PHA' }),
            name,
            address: { street, zip, city },
          };
    await recordDecision(tx, id, {
      status: 'approved',
      organisationId: organisation.id,
      decidedAt: now,
      decidedById: actor.id,
    });
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'organisation-request.approve',
      entityType: 'organisation-request',
      entityId: id,
      before: { status: 'pending', name: request.name, street: request.street, zip: request.zip, city: request.city },
      after: { status: 'approved', organisationId: organisation.id, name, street, zip, city },
    });
    const requester = await findRequester(tx, request.userId);
    if (!requester) return null;
    const assigned = requester.creationRequestId === id;
    if (assigned) {
      const workplace = { organisationId: organisation.id, creationRequestId: null, unemployed: false };
      await changeWorkplace(tx, requester, workplace, now);
    }
    const place = { name: organisation.name, ...organisation.address };
    return requestApprovedMail(mailContext(deps), requester, place, assigned);
  });
  if (mail) await deps.mailer.send(mail);
  return loadRequest(deps, id);
}

/**
 * Staff reject a request with a reason, which is mailed to the user. If the request was still
 * the user's workplace, the user has none now and can pick or request another one.
 */
export async function rejectOrganisationRequest(
  deps: Deps,
  actor: { id: number },
  id: number,
  reason: string,
): Promise<AdminOrganisationRequest> {
  const now = deps.clock.now();
  const mail = await inTransaction(deps.db, async (tx): Promise<MailMessage | null> => {
    const request = await lockPendingRequest(tx, id);
    await recordDecision(tx, id, {
      status: 'rejected',
      rejectionReason: reason,
      decidedAt: now,
      decidedById: actor.id,
    });
    await recordStaffChange(tx, deps.clock, {
      actor,
      action: 'organisation-request.reject',
      entityType: 'organisation-request',
      entityId: id,
      before: { status: 'pending' },
      after: { status: 'rejected', reason },
    });
    const requester = await findRequester(tx, request.userId);
    if (!requester) return null;
    if (requester.creationRequestId === id) await changeWorkplace(tx, requester, { creationRequestId: null }, now);
    return requestRejectedMail(mailContext(deps), requester, request, reason);
  });
  if (mail) await deps.mailer.send(mail);
  return loadRequest(deps, id);
}

function mailContext(deps: Pick<ResolvedDeps, 'config'>) {
  return {
    product: deps.config.PRODUCT_NAME,
    publicUrl: deps.config.publicUrl,
    supportEmail: deps.config.SUPPORT_EMAIL,
  };
}
