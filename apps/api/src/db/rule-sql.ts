import { COST_PER_CONTACT, UNLIMITED_MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { canSeeRxContent } from '@apopunkt/domain/policies';
import type { Viewer } from '@apopunkt/domain/rules/module-visibility';
import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { accounts } from './schema/ledger';
import { modules } from './schema/modules';
import { products } from './schema/products';

/**
 * The SQL twins of the pure domain rules, in one place, so lists can filter, count and paginate
 * in the database and the set-based load generator can compute what the API computes row by row.
 * Each twin names its TypeScript rule; `rule-sql.test.ts` runs the same table of cases through
 * both and asserts equal results. A rule that changes changes here too, or that test fails.
 */

/** canSeeProduct (rules/module-visibility) as a condition on `products`; undefined for staff (no filter). */
export function productVisibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.isStaff) return undefined;
  return canSeeRxContent(viewer)
    ? eq(products.isActive, true)
    : and(eq(products.isActive, true), eq(products.isRxProduct, false));
}

/**
 * canSeeModule (rules/module-visibility) as a condition on `modules` left-joined with `products`
 * (on modules.product_id); undefined for staff.
 */
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
const unlimitedTypes = sql.raw(UNLIMITED_MODULE_TYPES.map(Number).join(', '));

/** effectivePremiumValue (rules/rewards): the module's own value, else the cost per contact of its type, else 0. */
export function premiumValueOf(type: SQL, premiumValue: SQL): SQL<number> {
  return sql<number>`COALESCE(${premiumValue}, CASE ${type} ${costCases} ELSE 0 END)`;
}

/** isUnlimitedType (rules/contacts): types whose accounts may go negative. */
export function unlimitedTypeOf(type: SQL): SQL<boolean> {
  return sql<boolean>`(${type} IN (${unlimitedTypes}))`;
}

/** isModuleExhausted (rules/rewards): a budgeted module whose account cannot pay the next reward (or pays none). */
export function exhaustedOf(type: SQL, premiumValue: SQL, balance: SQL): SQL<boolean> {
  return sql<boolean>`(NOT ${unlimitedTypeOf(type)} AND (${premiumValue} <= 0 OR ${balance} < ${premiumValue}))`;
}

/** premiumValueOf for `modules`. */
export const premiumValueSql = premiumValueOf(sql`${modules.type}`, sql`${modules.premiumValue}`);

/** exhaustedOf for `modules` left-joined with the module's `accounts` row (no row: balance 0). */
export const exhaustedSql = exhaustedOf(sql`${modules.type}`, premiumValueSql, sql`COALESCE(${accounts.balance}, 0)`);

/** rewardKeys.reward / rewardKeys.noPoints (rules/ledger) for reward period 0 (the first reward). */
export function firstRewardKeySql(kind: 'reward' | 'nopts', userId: SQL, moduleId: SQL): SQL<string> {
  return sql<string>`${sql.raw(`'${kind}:'`)} || ${userId} || ':' || ${moduleId} || ':0'`;
}
