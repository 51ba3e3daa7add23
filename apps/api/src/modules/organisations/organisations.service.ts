import { ACCOUNT_CHANGE_ERRORS, ACCOUNT_ERRORS, STAFF_ACTION_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import type {
  OrganisationCreationRequest,
  OrganisationCreationRequestBody,
} from '@apopunkt/domain/schemas/organisations';
import type { Organisation } from '@apopunkt/domain/schemas/users';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { normaliseSearch, prefixTsQuery } from '../../lib/text-search';
import { presentOrganisation } from '../../presenters/organisation';
import { insertPendingRequest } from './organisation-requests.repository';
import { findOrganisation, listVerifiedOrganisations, markOrganisationVerified } from './organisations.repository';
import { changeWorkplace } from './workplace.service';

/**
 * The public organisation picker of the registration and account forms. Only verified
 * organisations are listed, so nobody can pick a workplace staff have not checked.
 */
export async function listOrganisations(
  deps: Pick<ResolvedDeps, 'db'>,
  query: { search?: string; limit: number; offset: number },
): Promise<{ count: number; results: Organisation[] }> {
  const search = normaliseSearch(query.search);
  const tsQuery = search ? prefixTsQuery(search) : null;
  const { count, rows } = await listVerifiedOrganisations(deps.db, { tsQuery, ...query });
  return { count, results: rows.map(presentOrganisation) };
}

/**
 * An organisation a user may pick as workplace: one from the public list, i.e. verified.
 * Anything else answers 404, as the list does not show it either.
 */
export async function findSelectableOrganisation(db: Executor, id: number): Promise<Organisation> {
  const row = await findOrganisation(db, id);
  if (!row?.isVerified) throw new AppError('NOT_FOUND', ACCOUNT_ERRORS.workplaceNotFound);
  return presentOrganisation(row);
}

/**
 * The organisation staff verify an employee at. Premium needs a verified organisation, so an
 * unverified one is verified too when staff say so (`verify`), and refused otherwise.
 */
export async function organisationForVerification(db: Executor, id: number, verify: boolean): Promise<Organisation> {
  const row = await findOrganisation(db, id);
  if (!row) throw new AppError('NOT_FOUND', ACCOUNT_ERRORS.organisationNotFound);
  if (row.isVerified) return presentOrganisation(row);
  if (!verify) {
    throw new AppError('PRECONDITION_FAILED', STAFF_ACTION_ERRORS.organisationNotVerified);
  }
  await markOrganisationVerified(db, id);
  return presentOrganisation({ ...row, isVerified: true });
}

/**
 * A user whose workplace is not in the list asks staff to add it. The request becomes the user's
 * workplace until staff decide (so employee.creationRequest shows it), which, like any workplace
 * change, ends a verified employment. One pending request per user.
 */
export async function createOrganisationRequest(
  deps: Pick<ResolvedDeps, 'db' | 'clock'>,
  user: { id: number; isPremium: boolean },
  body: OrganisationCreationRequestBody,
): Promise<OrganisationCreationRequest> {
  const now = deps.clock.now();
  const request = await inTransaction(deps.db, async (tx) => {
    const row = await insertPendingRequest(tx, {
      userId: user.id,
      name: body.name,
      street: body.street,
      zip: body.zip,
      city: body.city,
      createdAt: now,
    });
    if (!row) {
      throw new AppError('CONFLICT', ACCOUNT_CHANGE_ERRORS.workplaceAlreadyReported);
    }
    await changeWorkplace(tx, user, { organisationId: null, creationRequestId: row.id, unemployed: false }, now);
    return row;
  });
  return {
    id: request.id,
    name: request.name,
    street: request.street,
    zip: request.zip,
    city: request.city,
    status: request.status,
    createdAt: request.createdAt.toISOString(),
  };
}
