import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type { ModuleContent } from '@apopunkt/domain/schemas/module-content';
import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exhaustedSql, premiumValueSql } from '../../db/rule-sql';
import { accounts } from '../../db/schema/ledger';
import { manufacturers } from '../../db/schema/manufacturers';
import { adGroupModules, adGroups, moduleContentVersions, modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { likeContaining } from '../../lib/text-search';

export type ModuleRow = typeof modules.$inferSelect;
export type NewModule = typeof modules.$inferInsert;

export interface AdminModuleFilter {
  types?: ModuleType[];
  manufacturerId?: number;
  productId?: number;
  visibility?: 'visible' | 'hidden' | 'scheduled' | 'expired';
  exhausted?: boolean;
  search?: string;
  now: Date;
}

function visibilityWhere(visibility: AdminModuleFilter['visibility'], now: Date): SQL | undefined {
  const inWindow = and(
    lte(modules.visibleFrom, now),
    or(sql`${modules.visibleTo} IS NULL`, gt(modules.visibleTo, now)),
  );
  switch (visibility) {
    case 'visible':
      return and(eq(modules.isVisible, true), inWindow);
    case 'hidden':
      return eq(modules.isVisible, false);
    case 'scheduled':
      return and(eq(modules.isVisible, true), gt(modules.visibleFrom, now));
    case 'expired':
      return and(eq(modules.isVisible, true), isNotNull(modules.visibleTo), lte(modules.visibleTo, now));
    default:
      return undefined;
  }
}

function adminWhere(filter: AdminModuleFilter): SQL | undefined {
  return and(
    filter.types?.length ? inArray(modules.type, filter.types) : undefined,
    filter.productId !== undefined ? eq(modules.productId, filter.productId) : undefined,
    filter.manufacturerId !== undefined
      ? or(eq(modules.manufacturerId, filter.manufacturerId), eq(products.manufacturerId, filter.manufacturerId))
      : undefined,
    visibilityWhere(filter.visibility, filter.now),
    filter.exhausted === true ? exhaustedSql : filter.exhausted === false ? not(exhaustedSql) : undefined,
    filter.search ? ilike(modules.name, likeContaining(filter.search)) : undefined,
  );
}

/** The staff overview: every module (no visibility rule), newest change first, with the budget at a glance. */
export async function listAdminModules(
  db: Executor,
  filter: AdminModuleFilter,
  page: { limit: number; offset: number },
) {
  const where = adminWhere(filter);
  const completions =
    sql<number>`(SELECT count(*) FROM module_completions mc WHERE mc.module_id = ${modules.id})`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: modules.id,
        uuid: modules.uuid,
        slug: modules.slug,
        name: modules.name,
        type: modules.type,
        isVisible: modules.isVisible,
        visibleFrom: modules.visibleFrom,
        visibleTo: modules.visibleTo,
        productId: products.id,
        productName: products.name,
        productSlug: products.slug,
        manufacturerId: manufacturers.id,
        manufacturerName: manufacturers.name,
        manufacturerSlug: manufacturers.slug,
        premiumValue: premiumValueSql.mapWith(Number),
        balance: sql<number>`COALESCE(${accounts.balance}, 0)`.mapWith(Number),
        isExhausted: sql<boolean>`${exhaustedSql}`.mapWith(Boolean),
        completions,
        contentVersion: modules.contentVersion,
        updatedAt: modules.updatedAt,
      })
      .from(modules)
      .leftJoin(products, eq(products.id, modules.productId))
      .leftJoin(
        manufacturers,
        sql`${manufacturers.id} = COALESCE(${modules.manufacturerId}, ${products.manufacturerId})`,
      )
      .leftJoin(accounts, eq(accounts.moduleId, modules.id))
      .where(where)
      .orderBy(desc(modules.updatedAt), desc(modules.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(modules)
      .leftJoin(products, eq(products.id, modules.productId))
      .leftJoin(accounts, eq(accounts.moduleId, modules.id))
      .where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}
export type AdminModuleListRow = Awaited<ReturnType<typeof listAdminModules>>['rows'][number];

export async function findModuleByUuid(db: Executor, uuid: string): Promise<ModuleRow | null> {
  const [row] = await db.select().from(modules).where(eq(modules.uuid, uuid));
  return row ?? null;
}

/** Locks the module row, so that concurrent content changes get consecutive versions. */
export async function lockModuleByUuid(db: Executor, uuid: string): Promise<ModuleRow | null> {
  const [row] = await db.select().from(modules).where(eq(modules.uuid, uuid)).for('update');
  return row ?? null;
}

export async function insertModule(db: Executor, values: NewModule): Promise<ModuleRow> {
  const [row] = await db.insert(modules).values(values).returning();
  if (!row) throw new Error('module insert returned nothing');
  return row;
}

export async function updateModule(db: Executor, id: number, values: Partial<NewModule>): Promise<ModuleRow> {
  const [row] = await db.update(modules).set(values).where(eq(modules.id, id)).returning();
  if (!row) throw new Error('module update returned nothing');
  return row;
}

/** Stores a content version; storing the same version again keeps the first. */
export async function insertContentVersion(
  db: Executor,
  values: {
    moduleId: number;
    version: number;
    content: ModuleContent | null;
    createdById: number | null;
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(moduleContentVersions).values(values).onConflictDoNothing();
}

/**
 * The manufacturer of a product, the product row share-locked until the transaction ends (a
 * concurrent change of the product's manufacturer waits); null when there is no such product.
 */
export async function lockProductManufacturer(db: Executor, id: number): Promise<number | null> {
  const [row] = await db
    .select({ manufacturerId: products.manufacturerId })
    .from(products)
    .where(eq(products.id, id))
    .for('share');
  return row?.manufacturerId ?? null;
}

export async function manufacturerExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: manufacturers.id }).from(manufacturers).where(eq(manufacturers.id, id));
  return Boolean(row);
}

export async function slugTaken(db: Executor, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: modules.id }).from(modules).where(eq(modules.slug, slug));
  return Boolean(row);
}

// ── ad groups ──────────────────────────────────────────────────────────────────────────────────

export async function findAdGroupRow(db: Executor, id: number) {
  const [row] = await db.select().from(adGroups).where(eq(adGroups.id, id));
  return row ?? null;
}

export async function listAdGroupEntries(db: Executor, adGroupId: number) {
  return db
    .select({
      id: modules.id,
      uuid: modules.uuid,
      slug: modules.slug,
      name: modules.name,
      type: modules.type,
      isVisible: modules.isVisible,
    })
    .from(adGroupModules)
    .innerJoin(modules, eq(modules.id, adGroupModules.moduleId))
    .where(eq(adGroupModules.adGroupId, adGroupId))
    .orderBy(asc(adGroupModules.position), asc(modules.id));
}

export async function lockAdGroup(db: Executor, id: number) {
  const [row] = await db.select().from(adGroups).where(eq(adGroups.id, id)).for('update');
  return row ?? null;
}

export async function moduleIdsByUuid(db: Executor, uuids: string[]): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: modules.id, uuid: modules.uuid })
    .from(modules)
    .where(inArray(modules.uuid, uuids));
  return new Map(rows.map((r) => [r.uuid, r.id]));
}

export async function replaceAdGroupEntries(db: Executor, adGroupId: number, moduleIds: number[]): Promise<void> {
  await db.delete(adGroupModules).where(eq(adGroupModules.adGroupId, adGroupId));
  if (moduleIds.length === 0) return;
  await db.insert(adGroupModules).values(moduleIds.map((moduleId, position) => ({ adGroupId, moduleId, position })));
}
