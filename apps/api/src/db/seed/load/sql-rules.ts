import { COST_PER_CONTACT, type ModuleType, UNLIMITED_MODULE_TYPES } from '@apopunkt/domain/constants/modules';
import { type SQL, sql } from 'drizzle-orm';
import { intArray } from './sql';

/**
 * SQL twins of the domain rules the set-based generator needs. The API applies the TypeScript
 * rules one row at a time; 1M synthetic completions cannot go through them, so these build
 * the same values in SQL from the same constants. load.test.ts checks each twin against its rule.
 */

/** effectivePremiumValue(type, premiumValue): the module's own value, else the cost per contact of its type. */
export function premiumValueSql(type: SQL, premiumValue: SQL): SQL {
  const costs = Object.entries(COST_PER_CONTACT).map(([t, cost]) => sql.raw(`WHEN ${Number(t)} THEN ${cost}`));
  return sql`COALESCE(${premiumValue}, CASE ${type} ${sql.join(costs, sql` `)} END, 0)`;
}

/** isUnlimitedType(type): types whose accounts may go negative. */
export function unlimitedTypeSql(type: SQL): SQL {
  return sql`(${type} = ANY(${intArray(UNLIMITED_MODULE_TYPES as readonly ModuleType[])}))`;
}

/** rewardKeys.reward / rewardKeys.noPoints for reward period 0 (the first reward). */
export function firstRewardKeySql(kind: 'reward' | 'nopts', userId: SQL, moduleId: SQL): SQL {
  return sql`${sql.raw(`'${kind}:'`)} || ${userId} || ':' || ${moduleId} || ':0'`;
}
