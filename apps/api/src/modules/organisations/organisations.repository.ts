import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organisationSearchDocument, organisations } from '../../db/schema/organisations';
import { matchesPrefixQuery } from '../../lib/text-search';

export type OrganisationRow = Omit<typeof organisations.$inferSelect, 'nameSort'>;

const columns = {
  id: organisations.id,
  name: organisations.name,
  type: organisations.type,
  street: organisations.street,
  zip: organisations.zip,
  city: organisations.city,
  isVerified: organisations.isVerified,
  createdAt: organisations.createdAt,
};

/** Verified organisations, optionally matching a prefix tsquery, in German name order (name_sort index). */
export async function listVerifiedOrganisations(
  db: Executor,
  query: { tsQuery: string | null; limit: number; offset: number },
): Promise<{ count: number; rows: OrganisationRow[] }> {
  const conditions: SQL[] = [eq(organisations.isVerified, true)];
  if (query.tsQuery) conditions.push(matchesPrefixQuery(organisationSearchDocument(organisations), query.tsQuery));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(organisations)
      .where(where)
      .orderBy(asc(organisations.nameSort), asc(organisations.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(organisations).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findOrganisation(db: Executor, id: number): Promise<OrganisationRow | null> {
  const [row] = await db.select(columns).from(organisations).where(eq(organisations.id, id));
  return row ?? null;
}

export async function markOrganisationVerified(db: Executor, id: number): Promise<void> {
  await db.update(organisations).set({ isVerified: true }).where(eq(organisations.id, id));
}
