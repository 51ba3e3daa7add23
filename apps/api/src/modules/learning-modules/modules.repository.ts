import type { ModuleType } from '@apopunkt/domain/constants/modules';
import type { ModuleVisibility, Viewer } from '@apopunkt/domain/rules/module-visibility';
import type { ModuleOrdering } from '@apopunkt/domain/schemas/learning-modules';
import { and, asc, count, desc, eq, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { exhaustedSql, moduleVisibleTo } from '../../db/rule-sql';
import { moduleCompletions } from '../../db/schema/learning';
import { accounts } from '../../db/schema/ledger';
import { moduleContentVersions, modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { definePrepared } from '../../db/statements';
import { selectModuleDetail, tileColumns } from './module-detail-query';

/** Which modules a query returns: always only those the viewer may see. */
export interface ModuleFilter {
  viewer: Viewer;
  /** The user whose completions are joined. */
  userId: number;
  now: Date;
  types?: ModuleType[];
  ignoreExhausted?: boolean;
  productId?: number;
  manufacturerId?: number;
}

function moduleWhere(filter: ModuleFilter): SQL | undefined {
  return and(
    moduleVisibleTo(filter.viewer, filter.now),
    filter.types?.length ? inArray(modules.type, filter.types) : undefined,
    filter.ignoreExhausted ? not(exhaustedSql) : undefined,
    filter.productId !== undefined ? eq(modules.productId, filter.productId) : undefined,
    filter.manufacturerId !== undefined
      ? or(eq(modules.manufacturerId, filter.manufacturerId), eq(products.manufacturerId, filter.manufacturerId))
      : undefined,
  );
}

/** What decides a module's visibility (rules/module-visibility), from a row with its product's flags. */
export function visibilityOfRow(row: {
  isVisible: boolean;
  visibleFrom: Date;
  visibleTo: Date | null;
  isVerifiedOnly: boolean;
  productId: number | null;
  productIsActive: boolean | null;
  productIsRx: boolean | null;
}): ModuleVisibility {
  return {
    isVisible: row.isVisible,
    visibleFrom: row.visibleFrom,
    visibleTo: row.visibleTo,
    isVerifiedOnly: row.isVerifiedOnly,
    product:
      row.productId === null ? null : { isActive: row.productIsActive ?? false, isRxProduct: row.productIsRx ?? false },
  };
}

const orderings: Record<ModuleOrdering, SQL[]> = {
  '-visible_from': [desc(modules.visibleFrom), desc(modules.id)],
  visible_from: [asc(modules.visibleFrom), asc(modules.id)],
  name: [asc(modules.nameSort), asc(modules.id)],
  '-name': [desc(modules.nameSort), desc(modules.id)],
};

function completionJoin(userId: number) {
  return and(eq(moduleCompletions.moduleId, modules.id), eq(moduleCompletions.userId, userId));
}

function selectTiles(db: Executor) {
  return db
    .select(tileColumns)
    .from(modules)
    .leftJoin(products, eq(products.id, modules.productId))
    .leftJoin(accounts, eq(accounts.moduleId, modules.id));
}

/**
 * One page of module tiles with the total count, in SQL: the reference the in-memory catalogue is
 * tested against (module-catalogue.test.ts); the API answers lists from the catalogue.
 */
export async function listModuleTiles(
  db: Executor,
  filter: ModuleFilter,
  page: { ordering: ModuleOrdering; limit: number; offset: number },
) {
  const where = moduleWhere(filter);
  const [rows, [total]] = await Promise.all([
    selectTiles(db)
      .leftJoin(moduleCompletions, completionJoin(filter.userId))
      .where(where)
      .orderBy(...orderings[page.ordering])
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
export type ModuleTileRow = Awaited<ReturnType<typeof listModuleTiles>>['rows'][number];

const moduleDetailBySlug = definePrepared((db) =>
  selectModuleDetail(db, {})
    .where(eq(modules.slug, sql.placeholder('slug')))
    .prepare('module_detail_by_slug'),
);
const moduleDetailById = definePrepared((db) =>
  selectModuleDetail(db, {})
    .where(eq(modules.id, sql.placeholder('id')))
    .prepare('module_detail_by_id'),
);

/**
 * One module with everything its detail page and the player need, with the user's completion,
 * whoever may see it: the caller decides visibility (rules/module-visibility). A statement prepared
 * once per database, as the module of every attempt start and submission is read with it.
 */
export async function findModuleDetail(db: Executor, userId: number, by: { slug: string } | { id: number }) {
  const [row] =
    'slug' in by
      ? await moduleDetailBySlug(db).execute({ userId, slug: by.slug })
      : await moduleDetailById(db).execute({ userId, id: by.id });
  return row ?? null;
}
export type ModuleDetailRow = NonNullable<Awaited<ReturnType<typeof findModuleDetail>>>;

/** Identity, type and premium value of any module (staff tools; no visibility filter). */
export async function findModuleRef(db: Executor, slug: string) {
  const [row] = await db
    .select({
      id: modules.id,
      uuid: modules.uuid,
      slug: modules.slug,
      name: modules.name,
      type: modules.type,
      premiumValue: modules.premiumValue,
    })
    .from(modules)
    .where(eq(modules.slug, slug));
  return row ?? null;
}

/** The content of one stored version of a module (null when that version was never stored). */
export async function findContentVersion(db: Executor, moduleId: number, version: number) {
  const [row] = await db
    .select({ content: moduleContentVersions.content })
    .from(moduleContentVersions)
    .where(and(eq(moduleContentVersions.moduleId, moduleId), eq(moduleContentVersions.version, version)));
  return row ?? null;
}
