import { count, desc, eq, ilike, max, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/modules';
import {
  moduleThirdPartyData,
  thirdPartyConsents,
  thirdPartyConsentTexts,
  thirdPartyDataSets,
  thirdPartyExports,
} from '../../db/schema/platform';
import { users } from '../../db/schema/users';
import { likeContaining } from '../../lib/text-search';

export type SetRow = typeof thirdPartyDataSets.$inferSelect;

/** The newest consent text of each set (the one the player shows). */
export function latestTexts(db: Executor) {
  return db
    .select({ setId: thirdPartyConsentTexts.setId, version: max(thirdPartyConsentTexts.version).as('version') })
    .from(thirdPartyConsentTexts)
    .groupBy(thirdPartyConsentTexts.setId)
    .as('latest_texts');
}

// Spelled out, so the subqueries always compare with the outer set's id.
const outerSetId = sql.raw('"third_party_data_sets"."id"');
const moduleCount =
  sql<number>`(SELECT count(*) FROM ${moduleThirdPartyData} m WHERE m.set_id = ${outerSetId})`.mapWith(Number);
const activeConsents =
  sql<number>`(SELECT count(*) FROM ${thirdPartyConsents} c WHERE c.set_id = ${outerSetId} AND c.withdrawn_at IS NULL)`.mapWith(
    Number,
  );

function searchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likeContaining(search);
  return or(ilike(thirdPartyDataSets.partner, pattern), ilike(thirdPartyDataSets.title, pattern));
}

/** One page of sets, newest change first, with their text version and usage counts. */
export async function listSets(db: Executor, query: { search?: string; limit: number; offset: number }) {
  const latest = latestTexts(db);
  const where = searchWhere(query.search);
  const [rows, [total]] = await Promise.all([
    db
      .select({ set: thirdPartyDataSets, textVersion: latest.version, moduleCount, activeConsents })
      .from(thirdPartyDataSets)
      .leftJoin(latest, eq(latest.setId, thirdPartyDataSets.id))
      .where(where)
      .orderBy(desc(thirdPartyDataSets.updatedAt), desc(thirdPartyDataSets.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(thirdPartyDataSets).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findSet(db: Executor, uuid: string, opts: { lock?: boolean } = {}) {
  const query = db.select().from(thirdPartyDataSets).where(eq(thirdPartyDataSets.uuid, uuid));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The set's newest consent text, or null for a set without one. */
export async function currentText(db: Executor, setId: number) {
  const [row] = await db
    .select()
    .from(thirdPartyConsentTexts)
    .where(eq(thirdPartyConsentTexts.setId, setId))
    .orderBy(desc(thirdPartyConsentTexts.version))
    .limit(1);
  return row ?? null;
}

export async function setCounts(db: Executor, setId: number) {
  const [row] = await db
    .select({ moduleCount, activeConsents })
    .from(thirdPartyDataSets)
    .where(eq(thirdPartyDataSets.id, setId));
  return row ?? { moduleCount: 0, activeConsents: 0 };
}

export async function insertSet(db: Executor, values: typeof thirdPartyDataSets.$inferInsert): Promise<SetRow> {
  const [row] = await db.insert(thirdPartyDataSets).values(values).returning();
  if (!row) throw new Error('data-sharing set not created');
  return row;
}

export async function updateSet(db: Executor, id: number, values: Partial<typeof thirdPartyDataSets.$inferInsert>) {
  const [row] = await db.update(thirdPartyDataSets).set(values).where(eq(thirdPartyDataSets.id, id)).returning();
  if (!row) throw new Error('data-sharing set not updated');
  return row;
}

export async function insertText(db: Executor, values: typeof thirdPartyConsentTexts.$inferInsert) {
  const [row] = await db.insert(thirdPartyConsentTexts).values(values).returning();
  if (!row) throw new Error('consent text not created');
  return row;
}

/** The modules that ask consent for the set, by name. */
export async function setModules(db: Executor, setId: number) {
  return db
    .select({ uuid: modules.uuid, name: modules.name, slug: modules.slug })
    .from(moduleThirdPartyData)
    .innerJoin(modules, eq(modules.id, moduleThirdPartyData.moduleId))
    .where(eq(moduleThirdPartyData.setId, setId))
    .orderBy(modules.nameSort, modules.id);
}

/** The export log of a set, newest first (the last 100). */
export async function setExports(db: Executor, setId: number) {
  return db
    .select({
      id: thirdPartyExports.id,
      createdAt: thirdPartyExports.createdAt,
      rowCount: thirdPartyExports.rowCount,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(thirdPartyExports)
    .leftJoin(users, eq(users.id, thirdPartyExports.exportedById))
    .where(eq(thirdPartyExports.setId, setId))
    .orderBy(desc(thirdPartyExports.createdAt), desc(thirdPartyExports.id))
    .limit(100);
}

export async function insertExport(db: Executor, values: typeof thirdPartyExports.$inferInsert) {
  const [row] = await db.insert(thirdPartyExports).values(values).returning();
  if (!row) throw new Error('export not logged');
  return row;
}

/** The set a module asks consent for. */
export async function setOfModule(db: Executor, moduleId: number) {
  const [row] = await db
    .select({ uuid: thirdPartyDataSets.uuid, partner: thirdPartyDataSets.partner, title: thirdPartyDataSets.title })
    .from(moduleThirdPartyData)
    .innerJoin(thirdPartyDataSets, eq(thirdPartyDataSets.id, moduleThirdPartyData.setId))
    .where(eq(moduleThirdPartyData.moduleId, moduleId));
  return row ?? null;
}

/** Attaches the set to the module (replacing another), or detaches with null. */
export async function attachSet(db: Executor, moduleId: number, setId: number | null) {
  if (setId === null) {
    await db.delete(moduleThirdPartyData).where(eq(moduleThirdPartyData.moduleId, moduleId));
    return;
  }
  await db
    .insert(moduleThirdPartyData)
    .values({ moduleId, setId })
    .onConflictDoUpdate({ target: moduleThirdPartyData.moduleId, set: { setId } });
}
