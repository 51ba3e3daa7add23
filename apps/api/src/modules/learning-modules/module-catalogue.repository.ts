import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moduleCompletions } from '../../db/schema/learning';
import { accounts } from '../../db/schema/ledger';
import { adGroupModules, adGroups, modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { definePrepared } from '../../db/statements';
import { moduleCardColumns } from './module-detail-query';

/** Every module with what a tile shows and what visibility needs: the same for every user. */
export function loadCatalogueModules(db: Executor) {
  return db
    .select({
      ...moduleCardColumns,
      nameSort: modules.nameSort,
      productId: modules.productId,
      moduleManufacturerId: modules.manufacturerId,
      productManufacturerId: products.manufacturerId,
    })
    .from(modules)
    .leftJoin(products, eq(products.id, modules.productId));
}
export type CatalogueModuleRow = Awaited<ReturnType<typeof loadCatalogueModules>>[number];

/** The ad groups with their modules in the editors' order. */
export function loadAdGroupEntries(db: Executor) {
  return db
    .select({
      adGroupId: adGroups.id,
      adGroupName: adGroups.name,
      moduleId: adGroupModules.moduleId,
    })
    .from(adGroups)
    .leftJoin(adGroupModules, eq(adGroupModules.adGroupId, adGroups.id))
    .orderBy(asc(adGroups.id), asc(adGroupModules.position), asc(adGroupModules.moduleId));
}

/** Every module's budget balance, in one prepared round trip. */
const catalogueBalancesQuery = definePrepared((db) =>
  db
    .select({
      balances: sql<
        [number, number][] | string
      >`COALESCE(json_agg(json_build_array(${accounts.moduleId}, ${accounts.balance})), '[]'::json)`,
    })
    .from(accounts)
    .where(isNotNull(accounts.moduleId))
    .prepare('catalogue_balances'),
);

export async function readCatalogueBalances(db: Executor): Promise<Map<number, number>> {
  const [row] = await catalogueBalancesQuery(db).execute();
  const pairs = typeof row?.balances === 'string' ? JSON.parse(row.balances) : (row?.balances ?? []);
  return new Map((pairs as [number, number | string][]).map(([id, balance]) => [id, Number(balance)]));
}

/** A user's completions, for the tiles' completed and creditable state (prepared). */
const userCompletionsQuery = definePrepared((db) =>
  db
    .select({ moduleId: moduleCompletions.moduleId, lastRewardedAt: moduleCompletions.lastRewardedAt })
    .from(moduleCompletions)
    .where(eq(moduleCompletions.userId, sql.placeholder('userId')))
    .prepare('user_module_completions'),
);

export async function readUserCompletions(db: Executor, userId: number): Promise<Map<number, Date | null>> {
  const rows = await userCompletionsQuery(db).execute({ userId });
  return new Map(rows.map((row) => [row.moduleId, row.lastRewardedAt]));
}
