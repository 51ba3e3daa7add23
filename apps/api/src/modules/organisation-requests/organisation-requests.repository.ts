import type { OrganisationType } from '@apopunkt/domain/constants/organisations';
import type { OrganisationRequestStatus } from '@apopunkt/domain/schemas/organisation-requests';
import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { employees, organisationCreationRequests, organisations } from '../../db/schema/organisations';
import { users } from '../../db/schema/users';

const requests = organisationCreationRequests;
export type RequestRow = typeof requests.$inferSelect;

const viewColumns = {
  request: requests,
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, job: users.job },
  organisation: {
    id: organisations.id,
    name: organisations.name,
    type: organisations.type,
    street: organisations.street,
    zip: organisations.zip,
    city: organisations.city,
    isVerified: organisations.isVerified,
  },
};

function selectViews(db: Executor, where: SQL) {
  return db
    .select(viewColumns)
    .from(requests)
    .innerJoin(users, eq(users.id, requests.userId))
    .leftJoin(organisations, eq(organisations.id, requests.organisationId))
    .where(where);
}

/** One page of requests in a status, oldest first (org_requests_status_idx). */
export async function listRequests(
  db: Executor,
  query: { status: OrganisationRequestStatus; limit: number; offset: number },
) {
  const where = eq(requests.status, query.status);
  const [rows, [total]] = await Promise.all([
    selectViews(db, where).orderBy(asc(requests.createdAt), asc(requests.id)).limit(query.limit).offset(query.offset),
    db.select({ n: count() }).from(requests).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
export type RequestView = Awaited<ReturnType<typeof listRequests>>['rows'][number];

export async function findRequestView(db: Executor, id: number): Promise<RequestView | null> {
  const [row] = await selectViews(db, eq(requests.id, id));
  return row ?? null;
}

/** The request, locked while staff decide on it. */
export async function lockRequest(db: Executor, id: number): Promise<RequestRow | null> {
  const [row] = await db.select().from(requests).where(eq(requests.id, id)).for('update');
  return row ?? null;
}

export async function recordDecision(
  db: Executor,
  id: number,
  values: Pick<RequestRow, 'status' | 'decidedAt' | 'decidedById'> &
    Partial<Pick<RequestRow, 'organisationId' | 'rejectionReason'>>,
): Promise<void> {
  await db.update(requests).set(values).where(eq(requests.id, id));
}

/** A new organisation staff have checked, so it is verified and appears in the public list. */
export async function insertVerifiedOrganisation(
  db: Executor,
  values: { name: string; type: OrganisationType; street: string; zip: string; city: string },
): Promise<number> {
  const [row] = await db
    .insert(organisations)
    .values({ ...values, isVerified: true })
    .returning({ id: organisations.id });
  if (!row) throw new Error('organisation not stored');
  return row.id;
}

/** The requester with the request their employee row points to (if still this one). */
export async function findRequester(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      isPremium: users.isPremium,
      creationRequestId: employees.creationRequestId,
    })
    .from(users)
    .leftJoin(employees, eq(employees.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}
