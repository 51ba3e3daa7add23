import { COST_PER_CONTACT, UNLIMITED_MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { canSeeRxContent } from '@apopunkt/domain/policies';
import type { Viewer } from '@apopunkt/domain/rules/module-visibility';
import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { modules, products } from '../../db/schema/catalog';
import { accounts } from '../../db/schema/ledger';

/**
 * SQL twins of the pure rules in `@apopunkt/domain/rules/module-visibility` and `rules/rewards`,
 * so lists can filter, count and paginate in the database. Queries using them join `products`
 * (left, on modules.product_id) and, for exhaustion, the module's `accounts` row.
 */

/** canSeeProduct as a condition on `products`; undefined for staff (no filter). */
export function productVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isStaff) return undefined;
  return canSeeRxContent(viewer)
    ? eq(products.isActive, true)
    : and(eq(products.isActive, true), eq(products.isRxProduct, false));
}

/** canSeeModule as a condition on `modules` left-joined with `products`; undefined for staff. */
export function moduleVisibleTo(viewer: Viewer, now: Date): SQL | undefined {
  if (viewer.isStaff) return undefined;
  const conditions: (SQL | undefined)[] = [
    eq(modules.isVisible, true),
    lte(modules.visibleFrom, now),
    or(isNull(modules.visibleTo), gt(modules.visibleTo, now)),
    or(isNull(modules.productId), productVisibleTo(viewer)),
  ];
  if (!viewer.employeeVerified) conditions.push(eq(modules.isVerifiedOnly, false));
  return and(...conditions);
}

const costCases = sql.join(
  Object.entries(COST_PER_CONTACT).map(([type, cost]) => sql.raw(`WHEN ${Number(type)} THEN ${Number(cost)}`)),
  sql` `,
);

/** effectivePremiumValue: the module's value, else the cost per contact of its type. */
export const premiumValueSql = sql<number>`COALESCE(${modules.premiumValue}, CASE ${modules.type} ${costCases} ELSE 0 END)`;

const unlimitedTypes = sql.raw(UNLIMITED_MODULE_TYPES.map(Number).join(', '));

/** isModuleExhausted: a budgeted module whose account cannot pay the next reward (or pays none). */
export const exhaustedSql = sql<boolean>`(${modules.type} NOT IN (${unlimitedTypes}) AND (${premiumValueSql} <= 0 OR COALESCE(${accounts.balance}, 0) < ${premiumValueSql}))`;
