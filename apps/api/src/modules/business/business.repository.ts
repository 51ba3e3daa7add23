import { DEPOSIT_TYPES } from '@apopunkt/domain/constants/ledger';
import type { BusinessProductListQuery, DashboardPeriod } from '@apopunkt/domain/schemas/business';
import { and, asc, between, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  reportModuleAnswers,
  reportModuleDays,
  reportModuleJobs,
  reportModuleQuestions,
  reportModules,
  reportModuleZips,
} from '../../db/schema/business';
import { scheduledDeposits, transfers } from '../../db/schema/ledger';
import { manufacturers } from '../../db/schema/manufacturers';
import { modules } from '../../db/schema/modules';
import { productListColumns, products } from '../../db/schema/products';
import { likeContaining } from '../../lib/text-search';

/** null: every manufacturer (staff); otherwise only this one. */
export type ManufacturerScope = number | null;

const inScope = (column: typeof products.manufacturerId | typeof modules.manufacturerId, scope: ManufacturerScope) =>
  scope === null ? undefined : eq(column, scope);

/** A page of the products in scope in German name order, of those whose name contains `search` when given, and how many there are. */
export async function listProducts(db: Executor, scope: ManufacturerScope, query: BusinessProductListQuery) {
  const where = and(
    inScope(products.manufacturerId, scope),
    query.search ? ilike(products.name, likeContaining(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(productListColumns)
      .from(products)
      .where(where)
      .orderBy(asc(products.nameSort), asc(products.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { count: total?.n ?? 0, rows };
}

export async function findProduct(db: Executor, slug: string) {
  const [row] = await db
    .select({
      ...productListColumns,
      banner: products.banner,
      manufacturerId: products.manufacturerId,
    })
    .from(products)
    .where(eq(products.slug, slug));
  return row ?? null;
}

const moduleColumns = {
  id: modules.id,
  uuid: modules.uuid,
  slug: modules.slug,
  name: modules.name,
  type: modules.type,
  manufacturerId: modules.manufacturerId,
  manufacturer: manufacturers.name,
  product: products.name,
  createdAt: modules.createdAt,
  visibleFrom: modules.visibleFrom,
  visibleTo: modules.visibleTo,
  isVerifiedOnly: modules.isVerifiedOnly,
  thumbnail: modules.thumbnail,
  content: modules.content,
};

/**
 * A product's modules that belong to the product's manufacturer (never another's, even in old
 * data): what the product page names them by (their budgets come from the ledger).
 */
export async function listProductModules(db: Executor, product: { id: number; manufacturerId: number }) {
  return db
    .select({ id: modules.id, slug: modules.slug, manufacturer: manufacturers.name })
    .from(modules)
    .innerJoin(manufacturers, eq(manufacturers.id, modules.manufacturerId))
    .where(and(eq(modules.productId, product.id), eq(modules.manufacturerId, product.manufacturerId)))
    .orderBy(desc(modules.visibleFrom));
}

export async function findModuleBySlug(db: Executor, slug: string) {
  const [row] = await db
    .select(moduleColumns)
    .from(modules)
    .leftJoin(products, eq(products.id, modules.productId))
    .leftJoin(manufacturers, eq(manufacturers.id, modules.manufacturerId))
    .where(eq(modules.slug, slug));
  return row ?? null;
}
export type BusinessModuleRow = NonNullable<Awaited<ReturnType<typeof findModuleBySlug>>>;

/** The manufacturer's modules (for the field-service pages). */
export async function listManufacturerModules(db: Executor, scope: ManufacturerScope) {
  return db
    .select({ id: modules.id, slug: modules.slug, name: modules.name })
    .from(modules)
    .where(and(sql`${modules.manufacturerId} IS NOT NULL`, inScope(modules.manufacturerId, scope)))
    .orderBy(asc(modules.nameSort));
}

export async function findModuleReport(db: Executor, moduleId: number) {
  const [row] = await db.select().from(reportModules).where(eq(reportModules.moduleId, moduleId));
  return row ?? null;
}

/** The modules' report days, all or those of a period (both days included). */
export async function listModuleDays(db: Executor, moduleIds: number[], period: DashboardPeriod = null) {
  if (moduleIds.length === 0) return [];
  return db
    .select()
    .from(reportModuleDays)
    .where(
      and(
        inArray(reportModuleDays.moduleId, moduleIds),
        period ? between(reportModuleDays.day, period.from, period.to) : undefined,
      ),
    )
    .orderBy(asc(reportModuleDays.day));
}

/** Each module's paid contacts (report days' cost_quota) of a period, both days included; modules without any are missing. */
export async function sumModuleContacts(
  db: Executor,
  moduleIds: number[],
  period: { from: string; to: string },
): Promise<Map<number, number>> {
  if (moduleIds.length === 0) return new Map();
  const rows = await db
    .select({ moduleId: reportModuleDays.moduleId, contacts: sql<string>`sum(${reportModuleDays.costQuota})` })
    .from(reportModuleDays)
    .where(and(inArray(reportModuleDays.moduleId, moduleIds), between(reportModuleDays.day, period.from, period.to)))
    .groupBy(reportModuleDays.moduleId);
  // A sum of integers is a bigint: the drivers hand it as text; it fits a number.
  return new Map(rows.map((r) => [r.moduleId, Number(r.contacts)]));
}

/** The budget history lists rewards per day for this many days back (from that month's first). */
export const REWARD_DAYS_LISTED = 90;

/**
 * The rewards the budget history shows: per paid day from the first of the month REWARD_DAYS_LISTED
 * days before `today` (a Berlin day), per calendar month before it (dated the month's first day,
 * the month's sum): a product's three years are some 130 rows per module instead of 1,100 (the
 * page charts months; its table lists the recent days), and a month's sum stays exact. Index-only
 * (report_module_days_figures_idx) and as plain rows, no ORM mapping.
 */
export async function listRewardDays(db: Executor, moduleIds: number[], today: string) {
  if (moduleIds.length === 0) return [];
  const result = await db.execute(
    sql`WITH since AS (SELECT date_trunc('month', (${today}::date - ${REWARD_DAYS_LISTED}::int)::timestamp)::date AS day)
        SELECT d.module_id AS "moduleId",
               (CASE WHEN d.day >= since.day THEN d.day
                     ELSE date_trunc('month', d.day::timestamp)::date END)::text AS day,
               bool_and(d.day < since.day) AS monthly,
               sum(d.rewards) AS rewards
        FROM report_module_days d, since
        WHERE d.module_id IN (${sql.join(
          moduleIds.map((id) => sql`${id}::int`),
          sql`, `,
        )}) AND d.rewards > 0
        GROUP BY 1, 2
        ORDER BY 2, 1`,
  );
  const found = (result as unknown as { rows: { moduleId: number; day: string; monthly: boolean; rewards: unknown }[] })
    .rows;
  // A sum of bigints is numeric: the drivers hand it as text (or a bigint); it fits a number.
  return found.map((r) => ({
    moduleId: Number(r.moduleId),
    day: r.day,
    monthly: r.monthly,
    rewards: Number(r.rewards),
  }));
}

export async function listModuleJobs(db: Executor, moduleId: number) {
  return db
    .select({ job: reportModuleJobs.job, users: reportModuleJobs.users })
    .from(reportModuleJobs)
    .where(eq(reportModuleJobs.moduleId, moduleId))
    .orderBy(desc(reportModuleJobs.users), asc(reportModuleJobs.job));
}

export async function listModuleZips(db: Executor, moduleId: number) {
  return db
    .select({ zip2: reportModuleZips.zip2, users: reportModuleZips.users, pharmacies: reportModuleZips.pharmacies })
    .from(reportModuleZips)
    .where(eq(reportModuleZips.moduleId, moduleId))
    .orderBy(asc(reportModuleZips.zip2));
}

export async function listModuleQuestions(db: Executor, moduleId: number) {
  return db.select().from(reportModuleQuestions).where(eq(reportModuleQuestions.moduleId, moduleId));
}

export async function listModuleAnswers(db: Executor, moduleId: number) {
  return db.select().from(reportModuleAnswers).where(eq(reportModuleAnswers.moduleId, moduleId));
}

/** Deposits (executed, not cancelled) and pending scheduled deposits of the given modules. */
export async function listBudgetMovements(db: Executor, moduleIds: number[]) {
  if (moduleIds.length === 0) return { deposits: [], scheduled: [] };
  const [deposits, scheduled] = await Promise.all([
    db
      .select({ moduleId: transfers.moduleId, type: transfers.type, value: transfers.value, at: transfers.valueDate })
      .from(transfers)
      .where(
        and(
          inArray(transfers.moduleId, moduleIds),
          inArray(transfers.type, [...DEPOSIT_TYPES]),
          isNull(transfers.canceledAt),
          isNull(transfers.cancels),
        ),
      ),
    db
      .select({ moduleId: scheduledDeposits.moduleId, value: scheduledDeposits.value, at: scheduledDeposits.dueAt })
      .from(scheduledDeposits)
      .where(and(inArray(scheduledDeposits.moduleId, moduleIds), isNull(scheduledDeposits.transferId))),
  ]);
  return { deposits, scheduled };
}
